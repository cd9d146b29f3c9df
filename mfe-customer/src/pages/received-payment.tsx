import {
  Button,
  ButtonLink,
  Card,
  Page,
  PageHeader,
  Spinner,
  useFormat,
  useParams,
  useTexts,
} from '@agency/ui';
import { customerMessages } from '../messages';
import { usePaymentConfirmation } from '../orders/use-payment-confirmation';

export default function ReceivedPaymentPage() {
  const t = useTexts(customerMessages);
  const format = useFormat();
  const { id = '' } = useParams();
  const { state, order, retry } = usePaymentConfirmation(id);
  const summary = order
    ? t('received.summary', { packageName: order.packageName, price: format.usd(order.packagePrice) })
    : undefined;

  return (
    <Page narrow>
      <PageHeader title={t('received.title')} />
      <Card>
        {state === 'waiting' ? (
          <>
            <p>{t('received.waiting')}</p>
            {summary ? <p>{summary}</p> : null}
            <Spinner label={t('received.waitingLabel')} />
          </>
        ) : null}
        {state === 'paid' ? (
          <>
            <h2 className="ui-card__title">{t('received.paidTitle')}</h2>
            <p role="status">
              {t('received.paidBefore')} <strong>{t('received.paidStatus')}</strong>
              {summary ? t('received.paidAfterSummary', { summary }) : t('received.paidAfter')}
            </p>
            <ButtonLink to="/dashboard">{t('received.goToDashboard')}</ButtonLink>
          </>
        ) : null}
        {state === 'slow' ? (
          <>
            <h2 className="ui-card__title">{t('received.slowTitle')}</h2>
            <p role="status">{summary ? t('received.slowWithSummary', { summary }) : t('received.slow')}</p>
            <ButtonLink to="/my-order">{t('received.seeOrder')}</ButtonLink>
            <Button variant="secondary" onClick={retry}>
              {t('received.checkAgain')}
            </Button>
          </>
        ) : null}
        {state === 'closed' && order ? (
          <>
            <p role="status">
              {order.paymentStatus === 'Refunded' ? t('received.refunded') : t('received.closed')}
            </p>
            <ButtonLink to="/my-order" variant="secondary">
              {t('orders.goToMyOrders')}
            </ButtonLink>
            {order.paymentStatus === 'Cancelled' ? (
              <ButtonLink to="/pricing/" variant="ghost">
                {t('received.orderAgain')}
              </ButtonLink>
            ) : null}
          </>
        ) : null}
        {state === 'missing' ? (
          <>
            <p role="alert">{t('orders.notFound')}</p>
            <ButtonLink to="/my-order" variant="secondary">
              {t('orders.goToMyOrders')}
            </ButtonLink>
          </>
        ) : null}
      </Card>
    </Page>
  );
}
