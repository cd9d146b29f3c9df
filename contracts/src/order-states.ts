import type { OrderStatus, PaymentStatus } from './commerce';

/**
 * How orders are told to people, and which status changes their payment allows; the API enforces the rules
 * and the admin's order page explains them with the same words.
 */

/** The payment states in plain words, for e-mails and wherever the spec does not name the text on screen. */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  UnPaid: 'Not paid',
  Paid: 'Paid',
  Cancelled: 'Cancelled',
  Refunded: 'Refunded',
};

/** An order as people call it: "#42". Orders stored before numbers were given have none yet. */
export function orderNumberText(orderNumber: number | undefined): string {
  return orderNumber === undefined ? '' : `#${orderNumber}`;
}

/** The payment states no order is delivered in, and why. */
const DELIVERY_REFUSALS: Partial<Record<PaymentStatus, string>> = {
  Refunded: 'A refunded order cannot be marked Delivered: its payment was returned',
  Cancelled: 'A cancelled order cannot be marked Delivered: it was never paid',
};

export const UNDELIVERABLE_PAYMENT_STATUSES = Object.keys(DELIVERY_REFUSALS) as PaymentStatus[];

/** Why an order with this payment cannot take that status; undefined when it can. */
export function orderStatusRefusal(
  orderStatus: OrderStatus,
  paymentStatus: PaymentStatus,
): string | undefined {
  return orderStatus === 'Delivered' ? DELIVERY_REFUSALS[paymentStatus] : undefined;
}
