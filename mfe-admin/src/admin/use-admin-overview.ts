import { useApiQuery } from '@agency/ui';
import type { Message, Order, PaypalEmail, Subscriber } from './admin-types';

/** The reads behind the admin card grid; pages showing the grid also use the lists for their tables. */
export function useAdminOverview() {
  return {
    sales: useApiQuery<{ totalSales: string }>('/orders/total-sales'),
    orders: useApiQuery<Order[]>('/orders'),
    subscribers: useApiQuery<Subscriber[]>('/subscribers'),
    messages: useApiQuery<Message[]>('/messages'),
    paypal: useApiQuery<PaypalEmail[]>('/paypal-email'),
  };
}

export type AdminOverview = ReturnType<typeof useAdminOverview>;
