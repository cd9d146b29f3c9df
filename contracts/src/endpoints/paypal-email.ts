import { PAYPAL_EMAIL_RULES } from '../commerce-rules';
import { defineEndpoint } from './endpoint';

/**
 * The PayPal business e-mail payments go to, for admins (docs/product.md#api-endpoints). Checkout builds its form
 * from it, so a change makes the payment reads stale too.
 */
const CHANGED = ['paypalEmail', 'payments', 'auditLog'] as const;

export const PAYPAL_EMAIL_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/paypal-email',
    access: 'admin',
    summary: 'The PayPal e-mail settings',
    stale: [],
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/paypal-email/{id}',
    access: 'admin',
    summary: 'One PayPal e-mail setting',
    stale: [],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/add-email',
    access: 'admin',
    summary: 'Add the PayPal e-mail payments go to',
    body: PAYPAL_EMAIL_RULES,
    stale: CHANGED,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/paypal-email/{id}',
    access: 'admin',
    summary: 'Change the PayPal e-mail payments go to',
    body: PAYPAL_EMAIL_RULES,
    stale: CHANGED,
  }),
};
