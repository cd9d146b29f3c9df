/**
 * The paths of spec 000 §7 for the records that are not content blocks, written once: the API routes them and
 * the apps call them (fill `{id}` with `resourcePath`). Spelled as the spec spells them, misspellings included.
 * Browser bundles may import this file alone (`@agency/contracts/record-paths`).
 */
export const RECORD_PATHS = {
  users: { list: '/users', one: '/users/{id}', add: '/add-user', update: '/upadete-users/{id}' },
  paypalEmail: {
    list: '/paypal-email',
    one: '/paypal-email/{id}',
    add: '/add-email',
    update: '/paypal-email/{id}',
  },
  messages: { list: '/messages', one: '/message/{id}', add: '/add-message', markRead: '/message/{id}' },
  subscribers: { list: '/subscribers', add: '/add-subscriber' },
  orders: {
    list: '/orders',
    one: '/order/{id}',
    add: '/new-order',
    setStatus: '/order-status/{id}',
    cancel: '/order-cancelled/{id}',
    totalSales: '/orders/total-sales',
    totalSpent: '/orders/total-spent',
  },
  payments: { checkout: '/payments/checkout/{orderId}' },
} as const;

export type RecordResource = keyof typeof RECORD_PATHS;
