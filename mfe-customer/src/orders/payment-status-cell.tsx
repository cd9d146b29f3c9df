import { Button, ButtonLink } from '@agency/ui';
import type { Order } from './order-types';
import { PayAgainButton } from './pay-again-button';

/**
 * UnPaid offers payment; Paid is the spec's non-navigating 'You Have Paid' button. A cancelled or refunded
 * payment is a state, not an action, so it reads as a label; a cancelled one offers paying again beside it.
 */
export function PaymentStatusCell({ order }: { order: Order }) {
  switch (order.paymentStatus) {
    case 'UnPaid':
      return (
        <ButtonLink to={`/pay-now/${order._id}`} size="sm">
          Pay Now
        </ButtonLink>
      );
    case 'Paid':
      return (
        <Button variant="secondary" size="sm" aria-disabled="true">
          You Have Paid
        </Button>
      );
    case 'Cancelled':
      return (
        <span className="ui-status-with-action">
          <span className="ui-status-text">You Have Cancelled</span>
          <PayAgainButton orderId={order._id} />
        </span>
      );
    default:
      return <span className="ui-status-text">{order.paymentStatus}</span>;
  }
}
