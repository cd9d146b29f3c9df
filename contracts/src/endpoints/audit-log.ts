import { defineEndpoint } from './endpoint';

/** Beyond the product description: the admins' audit log, read-only (LIST_SEARCHES.auditLog). */
export const AUDIT_LOG_ENDPOINTS = {
  search: defineEndpoint({
    method: 'GET',
    path: '/audit-log/search',
    access: 'admin',
    summary: 'One page of the audit log, newest first unless `sort` says otherwise',
    stale: [],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/audit-log/export.csv',
    access: 'admin',
    summary: 'The lines a search matches, as CSV',
    stale: [],
  }),
};
