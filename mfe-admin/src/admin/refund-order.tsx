import { api, formatUsd, recordQueries, useNotice, useQuery } from '@agency/ui';
import { ConfirmedActionButton } from '@agency/ui/record-views';
import { RECORD_PATHS, resourcePath, type Order, type PaymentStatus } from '@agency/contracts';

/** PayPal accepted the refund but has not finished it: the order stays Paid until its REFUNDED webhook. */
const REFUND_PENDING_TEXT =
  'PayPal accepted the refund and is still processing it; the order turns Refunded when PayPal confirms it.';

/**
 * A Paid order's payment status with its full refund, for the order page. Only a provider with a refund call
 * (PayPal Orders v2) gets the Refund dialog; a Payments Standard payment is refunded in PayPal, so the page
 * says so and links there instead of promising a refund it cannot make.
 */
export function RefundOrder({
  order,
  onRefunded,
}: {
  order: Order;
  onRefunded: (status: PaymentStatus) => void;
}) {
  const { notify } = useNotice();
  const how = useQuery(recordQueries.refundMethod(order._id));
  const method = how.data;
  return (
    <>
      <span>{order.paymentStatus}</span>{' '}
      {method?.method === 'here' ? (
        <ConfirmedActionButton
          label="Refund"
          accessibleLabel="Refund this order"
          question={`Refund ${formatUsd(order.packagePrice)} to ${order.customerName}?`}
          confirmLabel="Yes, refund"
          consequence={`PayPal returns the full amount to ${order.customerEmail}. The order no longer counts toward sales. This cannot be undone.`}
          failurePrefix="Not refunded"
          action={() =>
            api.post<{ paymentStatus: PaymentStatus }>(resourcePath(RECORD_PATHS.orders.refund, order._id))
          }
          onDone={({ paymentStatus }) => {
            if (paymentStatus === 'Refunded') notify('Order is Refunded', 'success');
            else notify(REFUND_PENDING_TEXT, 'info');
            onRefunded(paymentStatus);
          }}
        />
      ) : method?.method === 'in-paypal' ? (
        <span data-testid="refund-in-paypal">
          {method.explanation}{' '}
          <a href={method.url} target="_blank" rel="noreferrer noopener">
            Refund in PayPal
          </a>
        </span>
      ) : how.error ? (
        <span>(how to refund could not be loaded: {how.error.message})</span>
      ) : null}
    </>
  );
}
