import type { SearchableList } from '../list-search';
import { AUDIT_LOG_ENDPOINTS } from './audit-log';
import type { Endpoint } from './endpoint';
import { MEDIA_ENDPOINTS } from './media';
import { MESSAGE_ENDPOINTS } from './messages';
import { ORDER_ENDPOINTS } from './orders';
import { SUBSCRIBER_ENDPOINTS } from './subscribers';

/**
 * Where each searchable list (LIST_SEARCHES) is searched and, for the lists an admin page searches, downloaded as
 * CSV with the same query: the admin pages and the back office's counts look their list up here.
 */
export const LIST_SEARCH_ENDPOINTS = {
  orders: { search: ORDER_ENDPOINTS.search, export: ORDER_ENDPOINTS.export },
  messages: { search: MESSAGE_ENDPOINTS.search, export: MESSAGE_ENDPOINTS.export },
  subscribers: { search: SUBSCRIBER_ENDPOINTS.search, export: SUBSCRIBER_ENDPOINTS.export },
  auditLog: { search: AUDIT_LOG_ENDPOINTS.search, export: AUDIT_LOG_ENDPOINTS.export },
  media: { search: MEDIA_ENDPOINTS.search },
} as const satisfies Record<SearchableList, { search: Endpoint; export?: Endpoint }>;

/** The lists whose searches also download as CSV: the ones an admin page searches. */
export type ExportableList = {
  [K in SearchableList]: 'export' extends keyof (typeof LIST_SEARCH_ENDPOINTS)[K] ? K : never;
}[SearchableList];
