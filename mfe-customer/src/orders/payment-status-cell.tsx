import { orderNumberText } from '@agency/contracts';
import { Button, ButtonLink, Link, useTexts } from '@agency/ui';
import { useMyOrders } from '../api/orders';
import { customerMessages } from '../messages';
import type { Order } from './order-types';
import { PayAgainButton } from './pay-again-button';

/**
 * UnPaid offers payment; Paid is the product description's non-navigating 'You Have Paid' button. A cancelled or refunded
 * payment is a state, not an action, so it reads as a label; a cancelled one offers paying again beside it, until
 * the order placed to pay again is paid: then it links to that order instead.
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
          <PaidAgainOr order={order} />
        </span>
      );
    default:
      return (
        <span className="ui-status-text">{t('orders.paymentStatus', { status: order.paymentStatus })}</span>
      );
  }
}

/**
 * Pay again, or the order that paid again once it is no longer UnPaid. The customer's orders are the tables' own
 * read (all of them, whatever page the table shows), so finding the new order costs no request.
 */
function PaidAgainOr({ order }: { order: Order }) {
  const t = useTexts(customerMessages);
  const orders = useMyOrders();
  const again = order.reorderedAs
    ? orders.data?.find((placed) => placed._id === order.reorderedAs)
    : undefined;
  if (!again || again.paymentStatus === 'UnPaid') return <PayAgainButton orderId={order._id} />;
  const number = orderNumberText(again.orderNumber);
  return (
    <Link to={`/received-payment/${again._id}`}>
      {number ? t('orders.paidAgainAs', { order: number }) : t('orders.paidAgain')}
    </Link>
  );
}
