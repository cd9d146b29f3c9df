import type { SearchableList } from '../list-search';
import { RECORD_PATHS } from '../record-paths';
import { ORDER_ENDPOINTS } from './orders';

/**
 * Where each list an admin searches (LIST_SEARCHES) answers one page of a search and, for the back office's lists,
 * every match as CSV with the same parameters: the admin pages and their queries find them by the list's name.
 * Browser bundles import this file alone (`@agency/contracts/endpoints/list-paths`).
 */
export const LIST_PATHS = {
  orders: { search: ORDER_ENDPOINTS.search.path, export: ORDER_ENDPOINTS.export.path },
  messages: { search: RECORD_PATHS.messages.search, export: RECORD_PATHS.messages.export },
  subscribers: { search: RECORD_PATHS.subscribers.search, export: RECORD_PATHS.subscribers.export },
  auditLog: { search: RECORD_PATHS.auditLog.search, export: RECORD_PATHS.auditLog.export },
  media: { search: RECORD_PATHS.media.search },
} as const satisfies Record<SearchableList, { search: string; export?: string }>;
