import { useState } from 'react';
import { ApiError, Button, useNavigate, useTexts } from '@agency/ui';
import { payAgain } from '../api/orders';
import { customerMessages } from '../messages';

/**
 * Pays for a cancelled order's package again in one step: the API places a new order with the same package
 * and details (the cancelled one stays Cancelled), and the customer goes straight to paying it.
 */
export function PayAgainButton({ orderId, size = 'sm' }: { orderId: string; size?: 'sm' | 'md' }) {
  const t = useTexts(customerMessages);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function start() {
    setBusy(true);
    setFailure(undefined);
    try {
      const order = await payAgain(orderId);
      await navigate(`/pay-now/${order._id}`);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('payAgain.failed'));
      setBusy(false);
    }
  }

  return (
    <>
      <Button size={size} onClick={() => void start()} disabled={busy}>
        {busy ? t('payAgain.preparing') : t('payAgain.button')}
      </Button>
      {failure ? (
        <span role="alert" className="ui-field__error">
          {failure}
        </span>
      ) : null}
    </>
  );
}
