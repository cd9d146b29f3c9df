import { pricings, type Order, type PackageName } from '@agency/contracts';
import type { TestApi } from './support/test-api';

/** Pricing packages belong to the content module; tests insert them where it stores them. */
export async function createPricing(
  api: TestApi,
  packageName: PackageName,
  packagePrice: string,
): Promise<string> {
  const result = await api.db
    .collection(pricings.collection)
    .insertOne({ packageName, packagePrice, packageButtonText: 'Order now', packagePointOne: 'One page' });
  return result.insertedId.toHexString();
}

export const CUSTOMER_DETAILS = {
  customerName: 'Ada Lovelace',
  customerAddress: '12 Analytical Row, London',
  customerCountry: 'United Kingdom',
} as const;

/** Places an order as the cookie's user and returns the stored order. */
export async function placeOrder(api: TestApi, cookie: string, packageId: string): Promise<Order> {
  const response = await api.request('/new-order', {
    method: 'POST',
    cookie,
    body: { packageId, ...CUSTOMER_DETAILS },
  });
  if (response.status !== 201)
    throw new Error(`new-order failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function countOrders(api: TestApi): Promise<number> {
  return api.db.collection('orders').countDocuments();
}

/** An order as an earlier version of the shop stored it: no number, no search words, no payment time. */
export function earlyOrder(day: number, paymentStatus: 'Paid' | 'UnPaid' = 'UnPaid') {
  return {
    packageName: 'Basic',
    packagePrice: '9.99',
    amountCents: 999,
    customerEmail: `early${day}@example.com`,
    customerName: `Early ${day}`,
    customerAddress: 'Old Street',
    customerCountry: 'Portugal',
    paymentStatus,
    orderStatus: 'Pending',
    orderDate: `01/0${day}/2026`,
    createdAt: new Date(Date.UTC(2026, 0, day)),
  };
}
