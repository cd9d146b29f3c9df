import { SUBSCRIBER_RULES } from '../commerce-rules';
import { defineEndpoint } from './endpoint';

/** The newsletter's subscribers (docs/product.md#api-endpoints): anyone subscribes, admins read them. */
export const SUBSCRIBER_ENDPOINTS = {
  /** The footer's newsletter form; not audited (no admin wrote it), so only the subscribers' reads change. */
  add: defineEndpoint({
    method: 'POST',
    path: '/add-subscriber',
    access: 'public',
    summary: 'Subscribe an e-mail address to the newsletter',
    body: SUBSCRIBER_RULES,
    stale: ['subscribers'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/subscribers',
    access: 'admin',
    summary: 'Every subscriber, newest first',
    stale: [],
  }),
  /** Beyond the product description: one page of an admin's search (LIST_SEARCHES.subscribers). */
  search: defineEndpoint({
    method: 'GET',
    path: '/subscribers/search',
    access: 'admin',
    summary: 'One page of the subscribers a search matches',
    stale: [],
  }),
  /** Beyond the product description: the subscribers a search matches as a CSV download. */
  export: defineEndpoint({
    method: 'GET',
    path: '/subscribers/export.csv',
    access: 'admin',
    summary: 'The subscribers a search matches, as CSV',
    stale: [],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/subscriber/{id}',
    access: 'admin',
    summary: 'Remove a subscriber',
    stale: ['subscribers', 'auditLog'],
  }),
};
