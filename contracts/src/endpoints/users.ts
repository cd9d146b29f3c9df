import { ADMIN_USER_RULES } from '../commerce-rules';
import { defineEndpoint } from './endpoint';

/**
 * The admin list (docs/product.md#api-endpoints): who may use the back office, for admins only. The update path's
 * misspelling is the product description's.
 */
const CHANGED = ['users', 'auditLog'] as const;

export const USER_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    access: 'admin',
    summary: 'Every admin user',
    stale: [],
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/users/{id}',
    access: 'admin',
    summary: 'One admin user',
    stale: [],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/add-user',
    access: 'admin',
    summary: 'Add an e-mail address to the admin list',
    body: ADMIN_USER_RULES,
    stale: CHANGED,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/upadete-users/{id}',
    access: 'admin',
    summary: "Change an admin user's e-mail address or role",
    body: ADMIN_USER_RULES,
    stale: CHANGED,
  }),
  /** Beyond the product description: never the last admin, never oneself. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/users/{id}',
    access: 'admin',
    summary: 'Remove an admin user (never the last admin, never yourself)',
    stale: CHANGED,
  }),
};
