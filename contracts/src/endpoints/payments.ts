import { defineEndpoint } from './endpoint';

/**
 * Paying for an order and what PayPal says of it (docs/payments.md). PayPal's notifications, the webhook and the
 * buyer's return settle orders, which changes the orders and their payment reads; their bodies are PayPal's own,
 * checked by their handlers, so none has field rules here. The PayPal simulator's routes stand in for PayPal and are
 * not part of the product: they are not here.
 */
const SETTLED = ['orders', 'payments'] as const;

export const PAYMENT_ENDPOINTS = {
  /** What the pay page (/pay-now/{id}) posts to PayPal's hosted checkout; amount and payee come from the server. */
  checkout: defineEndpoint({
    method: 'GET',
    path: '/payments/checkout/{id}',
    access: 'signed-in',
    summary: 'The form that sends you to PayPal to pay one of your UnPaid orders',
    stale: [],
  }),
  /** Beyond the product description: whether the refund is made here or in the PayPal account that took it. */
  refundMethod: defineEndpoint({
    method: 'GET',
    path: '/payments/refund/{id}',
    access: 'admin',
    summary: 'Whether a Paid order is refunded here or in PayPal, and where',
    stale: [],
  }),
  /** Beyond the product description: a full refund of a Paid order (PayPal Orders v2 payments). */
  refund: defineEndpoint({
    method: 'POST',
    path: '/payments/refund/{id}',
    access: 'admin',
    summary: 'Refund a Paid order in full through the PayPal payment that took it',
    stale: [...SETTLED, 'auditLog'],
  }),
  /** PayPal's notify_url: authenticity comes from the validation post-back, not from who calls. */
  ipn: defineEndpoint({
    method: 'POST',
    path: '/payments/ipn',
    access: 'public',
    summary: "PayPal's payment notification (IPN)",
    stale: SETTLED,
  }),
  /** PayPal's webhook URL (Orders v2): authenticity comes from PayPal's verify call. */
  paypalWebhook: defineEndpoint({
    method: 'POST',
    path: '/payments/paypal-webhook',
    access: 'public',
    summary: "PayPal's capture and refund events (Orders v2 webhook)",
    stale: SETTLED,
  }),
  /** Where PayPal sends the buyer after approving (Orders v2): the API captures, then sends them on. */
  paypalReturn: defineEndpoint({
    method: 'GET',
    path: '/payments/paypal-orders/return/{id}',
    access: 'public',
    summary: 'Capture an approved PayPal order and send the buyer to the Payment Received page',
    stale: [],
  }),
};
