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
  useTexts,
} from '@agency/ui';
import { cancelOrder } from '../api/orders';
import { customerMessages } from '../messages';
import { PayAgainButton } from '../orders/pay-again-button';
import type { CancelledPayment } from '../orders/cancelled-payment';

/** The redirect waits 1.5 s after the order is marked Cancelled (docs/product.md#payment-return-pages). */
export const CANCELLED_REDIRECT_MS = 1500;

export default function OrderCancelledPage() {
  const t = useTexts(customerMessages);
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
          if (isAdmin) notify(t('cancelled.adminNotice'), 'info');
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
  }, [id, home, isAdmin, navigate, notify, t]);

  return (
    <Page narrow>
      <PageHeader title={t('cancelled.title')} />
      <Card>
        <p>{t('cancelled.text')}</p>
        {failed ? (
          <>
            <Notice tone="error">{t('cancelled.failed')}</Notice>
            <ButtonLink to={home} variant="secondary">
              {t('cancelled.back', { admin: isAdmin ? 'yes' : 'no' })}
            </ButtonLink>
          </>
        ) : cancelled ? (
          <>
            <p>{t('cancelled.nothingCharged')}</p>
            <PayAgainButton orderId={id} size="md" />
            <Spinner label={t('cancelled.takingBack', { admin: isAdmin ? 'yes' : 'no' })} />
          </>
        ) : (
          <Spinner label={t('cancelled.updating')} />
        )}
      </Card>
    </Page>
  );
}
