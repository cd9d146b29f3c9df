import { Button, ButtonLink, type ButtonVariant } from '@agency/ui';
import type { Order } from './order-types';

interface SettledLook {
  label: string;
  variant: ButtonVariant;
}

const settled: Record<Exclude<Order['paymentStatus'], 'UnPaid'>, SettledLook> = {
  Paid: { label: 'You Have Paid', variant: 'secondary' },
  Cancelled: { label: 'You Have Cancelled', variant: 'ghost' },
  Refunded: { label: 'Refunded', variant: 'ghost' },
};

/** UnPaid offers payment; the other states are shown as non-navigating buttons (docs/product.md#orders). */
export function PaymentStatusCell({ order }: { order: Order }) {
  if (order.paymentStatus === 'UnPaid') {
    return (
      <ButtonLink to={`/pay-now/${order._id}`} size="sm">
        Pay Now
      </ButtonLink>
    );
  }
  const { label, variant }: SettledLook = settled[order.paymentStatus] ?? {
    label: order.paymentStatus,
    variant: 'ghost',
  };
  return (
    <Button variant={variant} size="sm" aria-disabled="true">
      {label}
    </Button>
  );
}
