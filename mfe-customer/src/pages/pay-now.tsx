import {
  Button,
  ButtonLink,
  Card,
  LoadState,
  Page,
  PageHeader,
  useFormat,
  useParams,
  useTexts,
  type ApiError,
} from '@agency/ui';
import { useCheckout } from '../api/orders';
import { customerMessages } from '../messages';
import type { CheckoutForm } from '../orders/order-types';

/** Answers the checkout call gives for a known reason, each with what the customer can do next. */
function CheckoutProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const t = useTexts(customerMessages);
  if (error.status === 404 || error.status === 400) {
    return (
      <Card title={t('payNow.notFoundTitle')}>
        <p>{t('orders.notFound')}</p>
        <ButtonLink to="/my-order" variant="secondary">
          {t('orders.goToMyOrders')}
        </ButtonLink>
      </Card>
    );
  }
  if (error.status === 409) {
    return (
      <Card title={t('payNow.nothingToPayTitle')}>
        <p>{t('payNow.nothingToPay')}</p>
        <ButtonLink to="/my-order" variant="secondary">
          {t('orders.goToMyOrders')}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card title={t('payNow.unavailableTitle')}>
      <p>{error.message}</p>
      <p>{t('payNow.unavailable')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('payNow.tryAgain')}
      </Button>
      <ButtonLink to="/contact" variant="ghost">
        {t('payNow.contactSupport')}
      </ButtonLink>
    </Card>
  );
}

const explained = new Set([400, 404, 409, 503]);

/** The provider's hosted checkout is reached by sending exactly the fields the API prepared. */
function CheckoutButton({ checkout }: { checkout: CheckoutForm }) {
  const t = useTexts(customerMessages);
  const format = useFormat();
  return (
    <Card title={t('payNow.package', { itemName: checkout.itemName })}>
      <p>
        {t('payNow.amountDue')} <strong>{format.usd(checkout.amount)}</strong> ({checkout.currency})
      </p>
      <p>{t('payNow.onPaypal')}</p>
      <form method={checkout.method} action={checkout.action}>
        {Object.entries(checkout.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" size="lg">
          {t('payNow.button')}
        </Button>
      </form>
    </Card>
  );
}

export default function PayNowPage() {
  const t = useTexts(customerMessages);
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  const problem = checkout.error && explained.has(checkout.error.status) ? checkout.error : undefined;

  return (
    <Page narrow>
      <PageHeader title={t('payNow.title')} />
      {problem ? (
        <CheckoutProblem error={problem} onRetry={() => void checkout.refetch()} />
      ) : (
        <LoadState query={checkout} lines={4}>
          {checkout.data ? <CheckoutButton checkout={checkout.data} /> : null}
        </LoadState>
      )}
    </Page>
  );
}
