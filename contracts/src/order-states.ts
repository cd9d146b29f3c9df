import type { OrderStatus, PaymentStatus } from './commerce';

/**
 * How orders are told to people, and which status changes their payment allows; the API enforces the rules
 * and the admin's order page explains them with the same words.
 */

/** The payment states in plain words, for e-mails and wherever the product description does not name the text on screen. */
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
const DELIVERY_REFUSALS = {
  Refunded: 'A refunded order cannot be marked Delivered: its payment was returned',
  Cancelled: 'A cancelled order cannot be marked Delivered: it was never paid',
} as const satisfies Partial<Record<PaymentStatus, string>>;

/** Why an order is not delivered, word for word (a fixed text, so the API's catalogue translates it). */
export type DeliveryRefusal = (typeof DELIVERY_REFUSALS)[keyof typeof DELIVERY_REFUSALS];

export const UNDELIVERABLE_PAYMENT_STATUSES = Object.keys(DELIVERY_REFUSALS) as PaymentStatus[];

/** Why an order with this payment cannot take that status; undefined when it can. */
export function orderStatusRefusal(
  orderStatus: OrderStatus,
  paymentStatus: PaymentStatus,
): DeliveryRefusal | undefined {
  const refusals: Partial<Record<PaymentStatus, DeliveryRefusal>> = DELIVERY_REFUSALS;
  return orderStatus === 'Delivered' ? refusals[paymentStatus] : undefined;
}
