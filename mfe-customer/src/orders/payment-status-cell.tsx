import { ButtonLink } from '@agency/ui';
import type { Order } from './order-types';

const settled: Record<Exclude<Order['paymentStatus'], 'UnPaid'>, { label: string; variant: string }> = {
  Paid: { label: 'You Have Paid', variant: 'secondary' },
  Cancelled: { label: 'You Have Cancelled', variant: 'ghost' },
  Refunded: { label: 'Refunded', variant: 'ghost' },
};

/** UnPaid offers payment; the other states are shown as non-navigating buttons (spec 000 §2). */
export function PaymentStatusCell({ order }: { order: Order }) {
  if (order.paymentStatus === 'UnPaid') {
    return (
      <ButtonLink to={`/pay-now/${order._id}`} size="sm">
        Pay Now
      </ButtonLink>
    );
  }
  const { label, variant } = settled[order.paymentStatus] ?? { label: order.paymentStatus, variant: 'ghost' };
  return (
    <button type="button" className={`ui-btn ui-btn--${variant} ui-btn--sm`} aria-disabled="true">
      {label}
    </button>
  );
}
