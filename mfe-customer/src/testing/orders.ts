import { CUSTOMER } from '@agency/ui/testing';

/** The signed-in customer's order number `n` as the API lists it. */
export const order = (n: number, paymentStatus: string, extra: object = {}) => ({
  _id: `0000000000000000000000${String(n).padStart(2, '0')}`,
  orderNumber: 100 + n,
  packageName: 'Basic',
  packagePrice: '19',
  customerEmail: CUSTOMER.email,
  customerName: `Ana ${n}`,
  paymentStatus,
  orderStatus: 'Pending',
  orderDate: `01/${String(n).padStart(2, '0')}/2026`,
  ...extra,
});
