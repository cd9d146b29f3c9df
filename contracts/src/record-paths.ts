/**
 * The paths of the records not yet in the endpoint catalogue (docs/product.md#api-endpoints: orders and the PayPal
 * e-mail), written once and spelled as the product description spells them, misspellings
 * included. The API routes them, the browser apps build their queries from them (fill `{id}` with `resourcePath`),
 * and the query layer tells from them which records a write changed. Browser bundles import this file alone
 * (`@agency/contracts/record-paths`).
 */
export const RECORD_PATHS = {
  orders: {
    list: '/orders',
    /** Only the signed-in user's orders, for an admin too. */
    mine: '/orders?mine=true',
    one: '/order/{id}',
    totalSales: '/orders/total-sales',
    totalSpent: '/orders/total-spent',
    /** The pay page's form, built by the API from the order and the PayPal setting. */
    checkout: '/payments/checkout/{id}',
    add: '/new-order',
    setStatus: '/order-status/{id}',
    cancel: '/order-cancelled/{id}',
    /** Beyond the product description: a new UnPaid order with a cancelled order's package and details, to pay again. */
    payAgain: '/order/{id}/pay-again',
    /** Beyond the product description: a full refund of a Paid order, for admins (PayPal Orders v2 payments). */
    refund: '/payments/refund/{id}',
    /** Beyond the product description: whether that refund is made here or in the PayPal account that took the payment (GET). */
    refundMethod: '/payments/refund/{id}',
    /** Beyond the product description: every order as a CSV download, for admins. */
    export: '/orders/export.csv',
    /** Beyond the product description: paid revenue and orders per day, week or month (`?by=`), for the dashboard's chart. */
    sales: '/orders/sales',
    /** Beyond the product description: one page of a search (LIST_SEARCHES.orders), for admins. */
    search: '/orders/search',
  },
  paypalEmail: {
    list: '/paypal-email',
    one: '/paypal-email/{id}',
    add: '/add-email',
    update: '/paypal-email/{id}',
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
