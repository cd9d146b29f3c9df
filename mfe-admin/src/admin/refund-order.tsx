import { callEndpoint, useFormat, useNotice, useQuery, useTexts } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { ConfirmedActionButton } from '@agency/ui/record-views';
import type { Order, PaymentStatus } from '@agency/contracts';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import { adminMessages } from '../messages';
import { useNames } from './use-names';

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
  const t = useTexts(adminMessages);
  const format = useFormat();
  const names = useNames();
  const { notify } = useNotice();
  const how = useQuery(recordQueries.refundMethod(order._id));
  const method = how.data;
  return (
    <>
      <span>{names.status(order.paymentStatus)}</span>{' '}
      {method?.method === 'here' ? (
        <ConfirmedActionButton
          label={t('refund.button')}
          accessibleLabel={t('refund.accessible')}
          question={t('refund.question', {
            amount: format.usd(order.packagePrice),
            customer: order.customerName,
          })}
          confirmLabel={t('refund.confirm')}
          consequence={t('refund.consequence', { email: order.customerEmail })}
          failurePrefix={t('refund.failed')}
          action={() =>
            callEndpoint<{ paymentStatus: PaymentStatus }>(PAYMENT_ENDPOINTS.refund, {
              params: { id: order._id },
            })
          }
          onDone={({ paymentStatus }) => {
            if (paymentStatus === 'Refunded') notify(t('refund.done'), 'success');
            // PayPal accepted the refund but has not finished it: the order stays Paid until its REFUNDED webhook.
            else notify(t('refund.pending'), 'info');
            onRefunded(paymentStatus);
          }}
        />
      ) : method?.method === 'in-paypal' ? (
        <span data-testid="refund-in-paypal">
          {method.explanation}{' '}
          <a href={method.url} target="_blank" rel="noreferrer noopener">
            {t('refund.inPaypal')}
          </a>
        </span>
      ) : how.error ? (
        <span>{t('refund.methodFailed', { reason: how.error.message })}</span>
      ) : null}
    </>
  );
}
