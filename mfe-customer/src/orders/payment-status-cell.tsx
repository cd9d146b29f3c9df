import { Button, ButtonLink, useTexts } from '@agency/ui';
import { customerMessages } from '../messages';
import type { Order } from './order-types';
import { PayAgainButton } from './pay-again-button';

/**
 * UnPaid offers payment; Paid is the spec's non-navigating 'You Have Paid' button. A cancelled or refunded
 * payment is a state, not an action, so it reads as a label; a cancelled one offers paying again beside it.
 */
export function PaymentStatusCell({ order }: { order: Order }) {
  const t = useTexts(customerMessages);
  switch (order.paymentStatus) {
    case 'UnPaid':
      return (
        <ButtonLink to={`/pay-now/${order._id}`} size="sm">
          {t('orders.payNow')}
        </ButtonLink>
      );
    case 'Paid':
      return (
        <Button variant="secondary" size="sm" aria-disabled="true">
          {t('orders.paid')}
        </Button>
      );
    case 'Cancelled':
      return (
        <span className="ui-status-with-action">
          <span className="ui-status-text">{t('orders.cancelled')}</span>
          <PayAgainButton orderId={order._id} />
        </span>
      );
    default:
      return (
        <span className="ui-status-text">{t('orders.paymentStatus', { status: order.paymentStatus })}</span>
      );
  }
}
