// The signed-in areas' reads of the API's records (orders, payments, messages, admin users, the PayPal e-mail, the
// lists an admin searches) as TanStack Query `queryOptions`, outside the shared @agency/ui: the landing page's script
// carries that module whole, and these and their endpoint definitions serve only the remotes that import them. They
// take the API client and the query keys from `@agency/ui`, never by a relative path, so the page keeps one of each;
// they hold no state, so a copy per remote is harmless.
import type {
  AdminUser,
  CheckoutForm,
  Message,
  Order,
  PaypalEmailSetting,
  RefundMethod,
  SalesPeriod,
  SalesReport,
  SearchableList,
  SearchPage,
} from '@agency/contracts';
import type { CachedRead, Endpoint } from '@agency/contracts/endpoints/endpoint';
import { LIST_SEARCH_ENDPOINTS } from '@agency/contracts/endpoints/list-searches';
import { MESSAGE_ENDPOINTS } from '@agency/contracts/endpoints/messages';
import { ORDER_ENDPOINTS as ORDERS } from '@agency/contracts/endpoints/orders';
import { PAYMENT_ENDPOINTS as PAYMENTS } from '@agency/contracts/endpoints/payments';
import { PAYPAL_EMAIL_ENDPOINTS as PAYPAL_EMAIL } from '@agency/contracts/endpoints/paypal-email';
import { USER_ENDPOINTS as USERS } from '@agency/contracts/endpoints/users';
import { callEndpoint, queryOptions, type EndpointCall, type QueryKey } from '@agency/ui';

/**
 * A read of a catalogue endpoint, keyed under the cached read a write names to make it stale (`orders`), then the
 * read's own name and what tells its answers apart (a record's id, a search).
 */
function endpointQuery<T>(
  key: readonly [CachedRead, string, ...string[]],
  endpoint: Endpoint,
  call: Omit<EndpointCall, 'signal'> = {},
) {
  return queryOptions({
    queryKey: key as QueryKey,
    queryFn: ({ signal }) => callEndpoint<T>(endpoint, { ...call, signal }),
  });
}

export const recordQueries = {
  myOrders: () => endpointQuery<Order[]>(['orders', 'mine'], ORDERS.list, { query: 'mine=true' }),
  order: (id: string) => endpointQuery<Order>(['orders', 'one', id], ORDERS.one, { params: { id } }),
  totalSales: () => endpointQuery<{ totalSales: string }>(['orders', 'totalSales'], ORDERS.totalSales),
  totalSpent: () => endpointQuery<{ totalSpent: string }>(['orders', 'totalSpent'], ORDERS.totalSpent),
  checkout: (id: string) =>
    endpointQuery<CheckoutForm>(['payments', 'checkout', id], PAYMENTS.checkout, { params: { id } }),
  refundMethod: (id: string) =>
    endpointQuery<RefundMethod>(['payments', 'refundMethod', id], PAYMENTS.refundMethod, { params: { id } }),
  message: (id: string) =>
    endpointQuery<Message>(['messages', 'one', id], MESSAGE_ENDPOINTS.one, { params: { id } }),
  users: () => endpointQuery<AdminUser[]>(['users', 'list'], USERS.list),
  user: (id: string) => endpointQuery<AdminUser>(['users', 'one', id], USERS.one, { params: { id } }),
  paypalEmails: () => endpointQuery<PaypalEmailSetting[]>(['paypalEmail', 'list'], PAYPAL_EMAIL.list),
  paypalEmail: (id: string) =>
    endpointQuery<PaypalEmailSetting>(['paypalEmail', 'one', id], PAYPAL_EMAIL.one, { params: { id } }),
  /** One page of an admin's search (`params` as in the page's URL); keyed under its list, so writes refresh it. */
  search: <T>(list: SearchableList, params: string) =>
    endpointQuery<SearchPage<T>>([list, 'search', params], LIST_SEARCH_ENDPOINTS[list].search, {
      query: params,
    }),
  /** Keyed under orders, so any order write makes the chart stale too. */
  sales: (by: SalesPeriod) =>
    endpointQuery<SalesReport>(['orders', 'sales', by], ORDERS.sales, { query: `by=${by}` }),
};
