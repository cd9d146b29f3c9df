import { useState } from 'react';
import { useQuery, useQueryClient, type QueryState } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import type { Order } from './order-types';

export type ConfirmationState =
  /** Still UnPaid (or not read yet): PayPal's notification has not reached the shop. */
  | 'waiting'
  | 'paid'
  /** Cancelled or Refunded: this order will not become Paid. */
  | 'closed'
  /** Polling reached its bound before the order read Paid. */
  | 'slow'
  | 'missing';

export interface PaymentConfirmation {
  state: ConfirmationState;
  order?: Order;
  /** Starts another round of polling (after 'slow'). */
  retry: () => void;
}

/** How the return page waits: the first read at once, then waits growing by `factor` up to `maxDelayMs`. */
export interface PollSchedule {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** A round of polling ends once the next read would start later than this after the first. */
  maxWaitMs: number;
}

export const PAYMENT_POLL: PollSchedule = {
  firstDelayMs: 2000,
  factor: 1.5,
  maxDelayMs: 10_000,
  maxWaitMs: 120_000,
};

/** The wait after the `reads`-th read of a round. */
export function pollDelay(schedule: PollSchedule, reads: number): number {
  return Math.min(schedule.maxDelayMs, schedule.firstDelayMs * schedule.factor ** (reads - 1));
}

/** How many reads one round makes: the first, and every one that starts within `maxWaitMs`. */
export function readsPerRound(schedule: PollSchedule): number {
  let reads = 1;
  for (let at = pollDelay(schedule, 1); at <= schedule.maxWaitMs; at += pollDelay(schedule, reads))
    reads += 1;
  return reads;
}

/** Every answer the query has had, successful or not. */
const answers = (state: { dataUpdateCount: number; errorUpdateCount: number } | undefined) =>
  state ? state.dataUpdateCount + state.errorUpdateCount : 0;

function stateOf(
  read: Pick<QueryState<Order>, 'data' | 'error'>,
  reads: number,
  maxReads: number,
): ConfirmationState {
  if (read.error && (read.error.status === 404 || read.error.status === 400)) return 'missing';
  const status = read.data?.paymentStatus;
  if (status === 'Paid') return 'paid';
  if (status && status !== 'UnPaid') return 'closed';
  return reads >= maxReads ? 'slow' : 'waiting';
}

/**
 * The order becomes Paid only when the provider's verified notification arrives, which may be after the buyer is
 * back; so the return page reads the order again and again, less often as time passes, until it reads Paid (or
 * Cancelled, Refunded, not found), or the round's bound is reached. A passing server error does not stop it.
 */
export function usePaymentConfirmation(orderId: string, schedule = PAYMENT_POLL): PaymentConfirmation {
  const maxReads = readsPerRound(schedule);
  const queryClient = useQueryClient();
  const options = recordQueries.order(orderId);
  // Answers before the current round began: a retry starts a new round on the same cached query.
  const [roundStart, setRoundStart] = useState(() => answers(queryClient.getQueryState(options.queryKey)));
  const read = useQuery({
    ...options,
    // The cache may hold an older answer; this page exists to see the newest one.
    staleTime: 0,
    retry: false,
    // Every answer counts towards the round's bound, even one that repeats the last (still UnPaid).
    notifyOnChangeProps: ['data', 'error', 'isFetching', 'dataUpdatedAt', 'errorUpdatedAt'],
    refetchInterval: (query) => {
      const reads = answers(query.state) - roundStart;
      return stateOf(query.state, reads, maxReads) === 'waiting'
        ? pollDelay(schedule, Math.max(1, reads))
        : false;
    },
  });
  const reads = answers(queryClient.getQueryState(options.queryKey)) - roundStart;
  const state = stateOf(read, reads, maxReads);
  const retry = () => {
    setRoundStart(answers(queryClient.getQueryState(options.queryKey)));
    void read.refetch();
  };
  return { state: state === 'slow' && read.isFetching ? 'waiting' : state, order: read.data, retry };
}
