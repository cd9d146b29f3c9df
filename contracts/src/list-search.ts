import { AUDIT_AREAS } from './audit-log';
import { MESSAGE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './commerce';

/**
 * How an admin searches a long list (beyond the product description, which lists every record in the browser): which fields the
 * text search reads, the exact-value filters, the sortable fields and the page size. The API validates a search's
 * query against it and the admin pages build their search forms from it, so the two cannot disagree.
 */
export interface ListSearch {
  /** Fields `q` searches: each of its words must start a word of one of them (any case, accents ignored). */
  readonly searchIn: readonly string[];
  /** Exact-value filters: query parameter (the record's field) → the values it may take. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  /** Fields `sort` may name (`-` before one for newest or largest first). */
  readonly sortable: readonly string[];
  /** The order of a search that names none. */
  readonly defaultSort: string;
  /** Records per page when the search names none; `pageSize` may ask for up to MAX_PAGE_SIZE. */
  readonly pageSize: number;
}

/** The longest text search, the largest page and the furthest page a search may ask for. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;

/** Every search also takes `from` and `to` (days, YYYY-MM-DD, both included) on the record's creation date. */
export const LIST_SEARCHES = {
  orders: {
    searchIn: ['orderNumber', 'customerName', 'customerEmail', 'packageName', 'customerCountry'],
    filters: { orderStatus: ORDER_STATUSES, paymentStatus: PAYMENT_STATUSES },
    sortable: [
      'createdAt',
      'customerName',
      'customerEmail',
      'packageName',
      'amountCents',
      'orderStatus',
      'paymentStatus',
    ],
    defaultSort: '-createdAt',
    // The admin's Total Orders table.
    pageSize: 10,
  },
  messages: {
    searchIn: ['name', 'email', 'subject', 'message'],
    filters: { messageStatus: MESSAGE_STATUSES },
    sortable: ['createdAt', 'name', 'email', 'subject', 'messageStatus'],
    defaultSort: '-createdAt',
    pageSize: 10,
  },
  subscribers: {
    searchIn: ['subemail'],
    filters: {},
    sortable: ['createdAt', 'subemail'],
    defaultSort: '-createdAt',
    // The Subscribers page.
    pageSize: 5,
  },
  media: {
    searchIn: ['name'],
    filters: {},
    sortable: ['createdAt', 'name', 'bytes'],
    defaultSort: '-createdAt',
    pageSize: 24,
  },
  auditLog: {
    searchIn: ['actorEmail', 'action', 'recordId', 'address'],
    filters: { area: AUDIT_AREAS },
    sortable: ['createdAt', 'actorEmail', 'area', 'action'],
    defaultSort: '-createdAt',
    pageSize: 20,
  },
} as const satisfies Record<string, ListSearch>;

export type SearchableList = keyof typeof LIST_SEARCHES;

/** One page of a search's answer. */
export interface SearchPage<T> {
  items: T[];
  /** Records matching the search, on every page. */
  total: number;
  page: number;
  pageSize: number;
}
