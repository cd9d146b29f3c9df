import { MESSAGE_STATUS_RULES, NEW_MESSAGE_RULES } from '../commerce-rules';
import { defineEndpoint } from './endpoint';

/** The contact form's messages (docs/product.md#api-endpoints): anyone writes one, admins read them. */
const CHANGED = ['messages', 'auditLog'] as const;

export const MESSAGE_ENDPOINTS = {
  /** The contact form; not audited (no admin wrote it), so only the messages' reads change. */
  add: defineEndpoint({
    method: 'POST',
    path: '/add-message',
    access: 'public',
    summary: 'Send a message to the agency (the contact form)',
    body: NEW_MESSAGE_RULES,
    stale: ['messages'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/messages',
    access: 'admin',
    summary: 'Every message',
    stale: [],
  }),
  /** Beyond the product description: one page of an admin's search (LIST_SEARCHES.messages). */
  search: defineEndpoint({
    method: 'GET',
    path: '/messages/search',
    access: 'admin',
    summary: 'One page of the messages a search matches',
    stale: [],
  }),
  /** Beyond the product description: the messages a search matches as a CSV download. */
  export: defineEndpoint({
    method: 'GET',
    path: '/messages/export.csv',
    access: 'admin',
    summary: 'The messages a search matches, as CSV',
    stale: [],
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/message/{id}',
    access: 'admin',
    summary: 'One message',
    stale: [],
  }),
  /** Mark Read or, beyond the product description, back to UnRead. */
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/message/{id}',
    access: 'admin',
    summary: 'Mark a message Read or UnRead',
    body: MESSAGE_STATUS_RULES,
    stale: CHANGED,
  }),
  /** Beyond the product description: spam goes away. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/message/{id}',
    access: 'admin',
    summary: 'Delete a message',
    stale: CHANGED,
  }),
};
