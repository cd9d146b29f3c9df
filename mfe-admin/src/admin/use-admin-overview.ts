import { recordQueries, useQuery } from '@agency/ui';

/** The reads behind the admin card grid; pages showing the grid also use the lists for their tables. */
export function useAdminOverview() {
  return {
    sales: useQuery(recordQueries.totalSales()),
    orders: useQuery(recordQueries.orders()),
    subscribers: useQuery(recordQueries.subscribers()),
    messages: useQuery(recordQueries.messages()),
    paypal: useQuery(recordQueries.paypalEmails()),
  };
}

export type AdminOverview = ReturnType<typeof useAdminOverview>;
