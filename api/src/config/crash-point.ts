/**
 * The moments between two writes of a payment at which a test stops the API as `kill -9` would, to show that what
 * the database holds at each is consistent and is finished after a restart (docs/payments.md#one-write-per-payment).
 */
export const CRASH_POINTS = [
  /** The transaction is claimed; the order is not changed yet. */
  'payment-claimed',
  /** The order carries the payment, the notification that made it and the mail to send; the mail queue has nothing. */
  'payment-written',
  /** The mail is in the mail queue and still on the order. */
  'mail-queued',
  /** Everything is written but the stored notification's own record of its outcome. */
  'notification-settled',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];
