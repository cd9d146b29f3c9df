import { useQuery } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';

/** How many records a list holds: the total of a one-record page, never the list itself. */
const countOf = (list: 'orders' | 'messages' | 'subscribers') => recordQueries.search(list, 'pageSize=1');

/** The reads behind the admin card grid. */
export function useAdminOverview() {
  return {
    sales: useQuery(recordQueries.totalSales()),
    orders: useQuery(countOf('orders')),
    subscribers: useQuery(countOf('subscribers')),
    messages: useQuery(countOf('messages')),
    paypal: useQuery(recordQueries.paypalEmails()),
  };
}

export type AdminOverview = ReturnType<typeof useAdminOverview>;
