/**
 * The paths of the records that are neither content blocks nor in the endpoint catalogue yet
 * (docs/product.md#api-endpoints: messages, subscribers, admin users), written once and spelled as the product
 * description spells them, misspellings included. The API routes them and the browser apps build their queries from
 * them (fill `{id}` with `resourcePath`). Browser bundles import this file alone
 * (`@agency/contracts/record-paths`).
 */
export const RECORD_PATHS = {
  messages: {
    list: '/messages',
    one: '/message/{id}',
    add: '/add-message',
    /** Read or, beyond the product description, back to UnRead. */
    markRead: '/message/{id}',
    /** Beyond the product description: spam goes away. */
    remove: '/message/{id}',
    export: '/messages/export.csv',
    search: '/messages/search',
  },
  subscribers: {
    list: '/subscribers',
    add: '/add-subscriber',
    remove: '/subscriber/{id}',
    export: '/subscribers/export.csv',
    search: '/subscribers/search',
  },
  users: {
    list: '/users',
    one: '/users/{id}',
    add: '/add-user',
    update: '/upadete-users/{id}',
    /** Beyond the product description: never the last admin, never oneself. */
    remove: '/users/{id}',
  },
  /** Beyond the product description: the media library (contracts/src/media.ts); files are public, the rest is for admins. */
  media: {
    upload: '/media',
    search: '/media/search',
    one: '/media/{id}',
    file: '/media/{id}/{file}',
  },
  /** Beyond the product description: the admins' audit log, read-only (LIST_SEARCHES.auditLog). */
  auditLog: {
    search: '/audit-log/search',
    export: '/audit-log/export.csv',
  },
} as const;

export type RecordName = keyof typeof RECORD_PATHS;

/** Fills a path template: resourcePath('/pricing/{id}', id) → '/pricing/64…'. */
export function resourcePath(template: string, id?: string): string {
  return id === undefined ? template : template.replace('{id}', encodeURIComponent(id));
}

/** Whether a concrete path (without its query string) is an instance of a template like '/order/{id}'. */
export function matchesPath(template: string, path: string): boolean {
  const bare = (value: string) => value.split('?')[0];
  const pattern = bare(template)
    .split('{id}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(bare(path));
}
