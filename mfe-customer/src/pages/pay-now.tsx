import {
  Button,
  ButtonLink,
  Card,
  formatUsd,
  LoadState,
  Page,
  PageHeader,
  useParams,
  type ApiError,
} from '@agency/ui';
import { useCheckout } from '../api/orders';
import type { CheckoutForm } from '../orders/order-types';

/** Answers the checkout call gives for a known reason, each with what the customer can do next. */
function CheckoutProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  if (error.status === 404 || error.status === 400) {
    return (
      <Card title="Order not found">
        <p>We could not find this order among yours.</p>
        <ButtonLink to="/my-order" variant="secondary">
          Go to My Orders
        </ButtonLink>
      </Card>
    );
  }
  if (error.status === 409) {
    return (
      <Card title="Nothing to pay">
        <p>This order is already paid or cancelled, so it cannot be paid again.</p>
        <ButtonLink to="/my-order" variant="secondary">
          Go to My Orders
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card title="Payments are not available right now">
      <p>{error.message}</p>
      <p>Please try again later, or contact support if this persists.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
      <ButtonLink to="/contact" variant="ghost">
        Contact support
      </ButtonLink>
    </Card>
  );
}

const explained = new Set([400, 404, 409, 503]);

/** The provider's hosted checkout is reached by sending exactly the fields the API prepared. */
function CheckoutButton({ checkout }: { checkout: CheckoutForm }) {
  return (
    <Card title={`${checkout.itemName} package`}>
      <p>
        Amount due: <strong>{formatUsd(checkout.amount)}</strong> ({checkout.currency})
      </p>
      <p>You will complete the payment on PayPal and then come back here.</p>
      <form method={checkout.method} action={checkout.action}>
        {Object.entries(checkout.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" size="lg">
          Pay Now With Paypal
        </Button>
      </form>
    </Card>
  );
}

export default function PayNowPage() {
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  const problem = checkout.error && explained.has(checkout.error.status) ? checkout.error : undefined;

  return (
    <Page narrow>
      <PageHeader title="Pay Now" />
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
