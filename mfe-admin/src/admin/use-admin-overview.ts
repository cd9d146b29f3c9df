import { useApiQuery } from '@agency/ui';
import type { Message, Order, PaypalEmailSetting, Subscriber } from '@agency/contracts';

/** The reads behind the admin card grid; pages showing the grid also use the lists for their tables. */
export function useAdminOverview() {
  return {
    sales: useApiQuery<{ totalSales: string }>('/orders/total-sales'),
    orders: useApiQuery<Order[]>('/orders'),
    subscribers: useApiQuery<Subscriber[]>('/subscribers'),
    messages: useApiQuery<Message[]>('/messages'),
    paypal: useApiQuery<PaypalEmailSetting[]>('/paypal-email'),
  };
}

export type AdminOverview = ReturnType<typeof useAdminOverview>;
