import { api, ConfirmedActionButton, formatUsd, useNotice } from '@agency/ui';
import { RECORD_PATHS, resourcePath, type Order, type PaymentStatus } from '@agency/contracts';

/** PayPal accepted the refund but has not finished it: the order stays Paid until its REFUNDED webhook. */
const REFUND_PENDING_TEXT =
  'PayPal accepted the refund and is still processing it; the order turns Refunded when PayPal confirms it.';

/**
 * A Paid order's payment status with its full refund through PayPal, for the order page. A Payments Standard
 * payment has no refund call: the API answers how to refund it in PayPal, and that answer is shown beside the button.
 */
export function RefundOrder({
  order,
  onRefunded,
}: {
  order: Order;
  onRefunded: (status: PaymentStatus) => void;
}) {
  const { notify } = useNotice();
  return (
    <>
      <span>{order.paymentStatus}</span>{' '}
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
    </>
  );
}
