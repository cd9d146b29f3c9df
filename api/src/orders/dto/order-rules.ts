import type { CANCEL_ORDER_RULES, NEW_ORDER_RULES, ORDER_STATUS_RULES } from '@agency/contracts';
import type { BodyOf } from '../../common/validated-body';

/** What a placed order takes from the body; the fields accepted only for old clients are left out. */
export type NewOrderBody = Pick<
  BodyOf<typeof NEW_ORDER_RULES>,
  'packageId' | 'packageName' | 'customerName' | 'customerAddress' | 'customerCountry'
>;

export type OrderStatusBody = BodyOf<typeof ORDER_STATUS_RULES>;

export type CancelOrderBody = BodyOf<typeof CANCEL_ORDER_RULES>;
