import { EMAIL_MAX, ORDER_CUSTOMER_RULES, ORDER_STATUS_RULES, type BodyRules } from '@agency/contracts';
import type { BodyOf } from '../../common/validated-body';
import { PACKAGE_NAMES } from '../schemas/order.schema';

export { ORDER_STATUS_RULES };

/**
 * What a customer may say when ordering. The product description's form also sends packagePrice, customerEmail, the
 * statuses and orderDate; they are accepted so existing clients keep working, and then ignored: the
 * price comes from the stored package, the e-mail from the session, the rest from the server.
 */
export const NEW_ORDER_RULES = {
  packageId: { kind: 'text', required: false, maxLength: 24, label: 'packageId' },
  packageName: { kind: 'enum', required: false, maxLength: 20, values: PACKAGE_NAMES, label: 'packageName' },
  ...ORDER_CUSTOMER_RULES,
  packagePrice: { kind: 'text', required: false, maxLength: 20 },
  customerEmail: { kind: 'text', required: false, maxLength: EMAIL_MAX },
  paymentStatus: { kind: 'text', required: false, maxLength: 20 },
  orderStatus: { kind: 'text', required: false, maxLength: 20 },
  orderDate: { kind: 'text', required: false, maxLength: 20 },
} satisfies BodyRules;

/** What a placed order takes from the body; the fields accepted only for old clients are left out. */
export type NewOrderBody = Pick<
  BodyOf<typeof NEW_ORDER_RULES>,
  'packageId' | 'packageName' | 'customerName' | 'customerAddress' | 'customerCountry'
>;

export type OrderStatusBody = BodyOf<typeof ORDER_STATUS_RULES>;

/** The product description's cancel page sends `{ paymentStatus: 'Cancelled' }`; nothing else can be set here. */
export const CANCEL_ORDER_RULES = {
  paymentStatus: {
    kind: 'enum',
    required: false,
    maxLength: 20,
    values: ['Cancelled'],
    label: 'paymentStatus',
  },
} satisfies BodyRules;

export type CancelOrderBody = BodyOf<typeof CANCEL_ORDER_RULES>;
