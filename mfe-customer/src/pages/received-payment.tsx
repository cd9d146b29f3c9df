import { Button, ButtonLink, Card, formatUsd, Page, PageHeader, Spinner, useParams } from '@agency/ui';
import { usePaymentConfirmation } from '../orders/use-payment-confirmation';

export default function ReceivedPaymentPage() {
  const { id = '' } = useParams();
  const { state, order, retry } = usePaymentConfirmation(id);
  const summary = order ? `${order.packageName} package, ${formatUsd(order.packagePrice)}` : undefined;

  return (
    <Page narrow>
      <PageHeader title="Payment Received" />
      <Card>
        {state === 'waiting' ? (
          <>
            <p>Thank you! We are confirming your payment with PayPal. This usually takes a few seconds.</p>
            {summary ? <p>{summary}</p> : null}
            <Spinner label="Waiting for PayPal's confirmation…" />
          </>
        ) : null}
        {state === 'paid' ? (
          <>
            <h2 className="ui-card__title">Thank you for your payment</h2>
            <p role="status">
              Your order is <strong>Paid</strong>
              {summary ? ` (${summary})` : ''}. We will start on it right away.
            </p>
            <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
          </>
        ) : null}
        {state === 'slow' ? (
          <>
            <h2 className="ui-card__title">Your payment is being confirmed</h2>
            <p role="status">
              PayPal’s confirmation has not reached us yet; it can take a few minutes. We will e-mail you a
              receipt as soon as it arrives, and this order{summary ? ` (${summary})` : ''} will then show
              Paid in your orders. You will not be charged twice.
            </p>
            <ButtonLink to="/my-order">See this order in My Orders</ButtonLink>
            <Button variant="secondary" onClick={retry}>
              Check again
            </Button>
          </>
        ) : null}
        {state === 'closed' && order ? (
          <>
            <p role="status">
              {order.paymentStatus === 'Refunded'
                ? 'The payment for this order was refunded.'
                : 'This order was cancelled, so no payment was taken for it.'}
            </p>
            <ButtonLink to="/my-order" variant="secondary">
              Go to My Orders
            </ButtonLink>
            {order.paymentStatus === 'Cancelled' ? (
              <ButtonLink to="/pricing/" variant="ghost">
                Order this package again
              </ButtonLink>
            ) : null}
          </>
        ) : null}
        {state === 'missing' ? (
          <>
            <p role="alert">We could not find this order among yours.</p>
            <ButtonLink to="/my-order" variant="secondary">
              Go to My Orders
            </ButtonLink>
          </>
        ) : null}
      </Card>
    </Page>
  );
}
