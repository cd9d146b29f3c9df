import { orderNumberText } from '@agency/contracts';
import { Notice, useLocation, useTexts } from '@agency/ui';
import { customerMessages } from '../messages';
import type { Order } from './order-types';
import { PayAgainButton } from './pay-again-button';

/** The order whose payment was just cancelled, handed from the cancelled-payment page to the dashboard. */
export type CancelledPayment = Pick<Order, '_id' | 'orderNumber' | 'packageName'>;

function cancelledPaymentOf(state: unknown): CancelledPayment | undefined {
  const payment = (state as { cancelledPayment?: CancelledPayment } | null)?.cancelledPayment;
  return typeof payment?._id === 'string' ? payment : undefined;
}

/** After a cancelled payment: what happened, and paying for the same package again in one step. */
export function CancelledPaymentNotice() {
  const t = useTexts(customerMessages);
  const payment = cancelledPaymentOf(useLocation().state);
  if (!payment) return null;
  const order = orderNumberText(payment.orderNumber);
  const { packageName } = payment;
  return (
    <Notice tone="info">
      {order
        ? t('cancelledNotice.textWithOrder', { order, packageName })
        : t('cancelledNotice.text', { packageName })}{' '}
      <PayAgainButton orderId={payment._id} />
    </Notice>
  );
}
