import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@agency/ui';
import { getOrder } from '../api/orders';
import type { Order } from './order-types';

export type ConfirmationState =
  /** Still UnPaid (or not read yet): PayPal's notification has not reached the shop. */
  | 'waiting'
  | 'paid'
  /** Cancelled or Refunded: this order will not become Paid. */
  | 'closed'
  /** Polling stopped before the order read Paid. */
  | 'slow'
  | 'missing';

export interface PaymentConfirmation {
  state: ConfirmationState;
  order?: Order;
  /** Starts another round of polling (after 'slow'). */
  retry: () => void;
}

/**
 * The order becomes Paid only when the provider's verified notification arrives, which may be after the
 * buyer is back; so the return page reads the order every `intervalMs` until it is Paid, for `timeoutMs`.
 */
export function usePaymentConfirmation(
  orderId: string,
  { intervalMs = 2000, timeoutMs = 120_000 }: { intervalMs?: number; timeoutMs?: number } = {},
): PaymentConfirmation {
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ round: number; state: ConfirmationState; order?: Order }>();

  useEffect(() => {
    const controller = new AbortController();
    const attempts = Math.max(1, Math.ceil(timeoutMs / intervalMs));
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function check(attempt: number) {
      let order: Order | undefined;
      try {
        order = await getOrder(orderId, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setResult({ round, state: 'missing' });
          return;
        }
        // Anything else (network, 5xx) may pass: keep polling.
      }
      if (controller.signal.aborted) return;
      if (order?.paymentStatus === 'Paid') return setResult({ round, state: 'paid', order });
      if (order && order.paymentStatus !== 'UnPaid') return setResult({ round, state: 'closed', order });
      if (attempt >= attempts) return setResult({ round, state: 'slow', order });
      if (order) setResult({ round, state: 'waiting', order });
      timer = setTimeout(() => void check(attempt + 1), intervalMs);
    }

    void check(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, round, intervalMs, timeoutMs]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  const current = result?.round === round ? result : undefined;
  return { state: current?.state ?? 'waiting', order: current?.order ?? result?.order, retry };
}
