import { ButtonLink } from '@agency/ui';
import type { Order } from './order-types';

/** UnPaid offers payment; Paid and Cancelled are shown as non-navigating buttons (spec 000 §2). */
export function PaymentStatusCell({ order }: { order: Order }) {
  if (order.paymentStatus === 'UnPaid') {
    return (
      <ButtonLink to={`/pay-now/${order._id}`} size="sm">
        Pay Now
      </ButtonLink>
    );
  }
  if (order.paymentStatus === 'Paid') {
    return (
      <button type="button" className="ui-btn ui-btn--secondary ui-btn--sm" aria-disabled="true">
        You Have Paid
      </button>
    );
  }
  return (
    <button type="button" className="ui-btn ui-btn--ghost ui-btn--sm" aria-disabled="true">
      You Have Cancelled
    </button>
  );
}
