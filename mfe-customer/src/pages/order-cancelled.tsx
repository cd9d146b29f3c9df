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
  useNotice,
  useParams,
  useSession,
} from '@agency/ui';
import { cancelOrder } from '../api/orders';
import { PayAgainButton } from '../orders/pay-again-button';
import type { CancelledPayment } from '../orders/cancelled-payment';

/** The redirect waits 1.5 s after the order is marked Cancelled (docs/product.md#payment-return-pages). */
export const CANCELLED_REDIRECT_MS = 1500;

/** What an admin, who goes back to the back office, is told of the cancelled payment. */
export const ADMIN_CANCELLED_NOTICE =
  'You have cancelled the payment. Nothing was charged; pay again from My Orders whenever you like.';

export default function OrderCancelledPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const [failed, setFailed] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  // An admin goes back to /admin, a customer to /dashboard (docs/product.md#payment-return-pages).
  const isAdmin = Boolean(user?.isAdmin);
  const home = isAdmin ? '/admin' : '/dashboard';

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    cancelOrder(id, controller.signal)
      .then((order) => {
        setCancelled(true);
        timer = setTimeout(() => {
          // The customer's dashboard says what happened and offers paying again; the admin's gets a notice.
          if (isAdmin) notify(ADMIN_CANCELLED_NOTICE, 'info');
          const state: { cancelledPayment: CancelledPayment } = {
            cancelledPayment: {
              _id: order._id,
              orderNumber: order.orderNumber,
              packageName: order.packageName,
            },
          };
          void navigate(home, { replace: true, state });
        }, CANCELLED_REDIRECT_MS);
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
  }, [id, home, isAdmin, navigate, notify]);

  return (
    <Page narrow>
      <PageHeader title="Payment Cancelled" />
      <Card>
        <p>You have cancelled the payment</p>
        {failed ? (
          <>
            <Notice tone="error">We could not record the cancellation. Your order is unchanged.</Notice>
            <ButtonLink to={home} variant="secondary">
              Back to {isAdmin ? 'the admin dashboard' : 'your dashboard'}
            </ButtonLink>
          </>
        ) : cancelled ? (
          <>
            <p>Nothing was charged. You can pay for the same package again without filling in the order.</p>
            <PayAgainButton orderId={id} size="md" />
            <Spinner label={`Taking you back to ${isAdmin ? 'the admin dashboard' : 'your dashboard'}…`} />
          </>
        ) : (
          <Spinner label="Updating your order…" />
        )}
      </Card>
    </Page>
  );
}
