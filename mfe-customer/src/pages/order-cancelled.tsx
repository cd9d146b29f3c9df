import { useEffect, useState } from 'react';
import {
  ApiError,
  ButtonLink,
  Card,
  Notice,
  Page,
  PageHeader,
  Spinner,
  useNavigate,
  useParams,
  useSession,
} from '@agency/ui';
import { cancelOrder } from '../api/orders';

/** The redirect waits 1.5 s after the order is marked Cancelled (docs/product.md#payment-return-pages). */
export const CANCELLED_REDIRECT_MS = 1500;

export default function OrderCancelledPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // An admin goes back to /admin, a customer to /dashboard (docs/product.md#payment-return-pages).
  const home = user?.isAdmin ? '/admin' : '/dashboard';

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    cancelOrder(id, controller.signal)
      .then(() => {
        timer = setTimeout(() => navigate(home, { replace: true }), CANCELLED_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A non-OK answer and a thrown error are logged differently (docs/product.md#payment-return-pages).
        console.error(
          error instanceof ApiError && error.status > 0 ? 'Payment update failed.' : 'An error occurred',
        );
        setFailed(true);
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, home, navigate]);

  return (
    <Page narrow>
      <PageHeader title="Payment Cancelled" />
      <Card>
        <p>You have cancelled the payment</p>
        {failed ? (
          <>
            <Notice tone="error">We could not record the cancellation. Your order is unchanged.</Notice>
            <ButtonLink to={home} variant="secondary">
              Back to {user?.isAdmin ? 'the admin dashboard' : 'your dashboard'}
            </ButtonLink>
          </>
        ) : (
          <Spinner label="Updating your order…" />
        )}
      </Card>
    </Page>
  );
}
