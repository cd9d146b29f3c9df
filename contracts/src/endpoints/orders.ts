import { CANCEL_ORDER_RULES, NEW_ORDER_RULES, ORDER_STATUS_RULES } from '../commerce-rules';
import { defineEndpoint } from './endpoint';

/**
 * Orders (docs/product.md#api-endpoints): a customer's own, every order for admins, and the totals the dashboards
 * show. A new or repeated order changes the order lists only; a cancelled one can no longer be paid, so its checkout
 * goes stale too; an admin's status change is in the audit log.
 */
export const ORDER_ENDPOINTS = {
  place: defineEndpoint({
    method: 'POST',
    path: '/new-order',
    access: 'signed-in',
    summary: 'Order a package: an UnPaid order at the stored price',
    body: NEW_ORDER_RULES,
    stale: ['orders'],
  }),
  /** `?mine=true` asks for the signed-in admin's own orders (their customer dashboard). */
  list: defineEndpoint({
    method: 'GET',
    path: '/orders',
    access: 'signed-in',
    summary: "Every order for an admin, a customer's own otherwise (`?mine=true`: only your own)",
    stale: [],
  }),
  /** Beyond the product description: one page of a search (LIST_SEARCHES.orders). */
  search: defineEndpoint({
    method: 'GET',
    path: '/orders/search',
    access: 'admin',
    summary: 'One page of the orders a search matches',
    stale: [],
  }),
  /** Beyond the product description: the search's parameters, every match as a CSV download. */
  export: defineEndpoint({
    method: 'GET',
    path: '/orders/export.csv',
    access: 'admin',
    summary: 'Every order, or those a search matches, as CSV',
    stale: [],
  }),
  /** Paid revenue and orders per day, week or month (`?by=`), for the dashboard's chart. */
  sales: defineEndpoint({
    method: 'GET',
    path: '/orders/sales',
    access: 'admin',
    summary: 'Paid revenue and orders per day, week or month',
    stale: [],
  }),
  totalSales: defineEndpoint({
    method: 'GET',
    path: '/orders/total-sales',
    access: 'admin',
    summary: "Every Paid order's total",
    stale: [],
  }),
  totalSpent: defineEndpoint({
    method: 'GET',
    path: '/orders/total-spent',
    access: 'signed-in',
    summary: 'What you have paid in total',
    stale: [],
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/order/{id}',
    access: 'signed-in',
    summary: 'One order: your own, or any for an admin',
    stale: [],
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/order-status/{id}',
    access: 'admin',
    summary: "Change an order's status",
    body: ORDER_STATUS_RULES,
    stale: ['orders', 'auditLog'],
  }),
  /** Beyond the product description: a new UnPaid order with a cancelled order's package and details, to pay again. */
  payAgain: defineEndpoint({
    method: 'POST',
    path: '/order/{id}/pay-again',
    access: 'signed-in',
    summary: "A new UnPaid order with a cancelled order's package and details",
    stale: ['orders'],
  }),
  /** The body may only repeat `{ paymentStatus: 'Cancelled' }`, or be left out. */
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/order-cancelled/{id}',
    access: 'signed-in',
    summary: 'Cancel the payment of your own UnPaid order',
    body: CANCEL_ORDER_RULES,
    stale: ['orders', 'payments'],
  }),
};
