// The customer's order calls: one place for paths and types, shared by the dashboard, order lists and payment pages.
import { api, useApiQuery } from '@agency/ui';
import type { CheckoutForm, NewOrder, Order, PricingPackage } from '../orders/order-types';

const id = (value: string) => encodeURIComponent(value);

/** `mine=true` so an admin, too, sees only their own orders in the customer area. */
export function useMyOrders() {
  return useApiQuery<Order[]>('/orders?mine=true');
}

export function useTotalSpent() {
  return useApiQuery<{ totalSpent: string }>('/orders/total-spent');
}

/** `null` skips the request (an id that cannot be a record). */
export function usePricingPackage(packageId: string | null) {
  return useApiQuery<PricingPackage>(packageId === null ? null : `/pricing/${id(packageId)}`);
}

export function useCheckout(orderId: string) {
  return useApiQuery<CheckoutForm>(`/payments/checkout/${id(orderId)}`);
}

export function placeOrder(order: NewOrder): Promise<Order> {
  return api.post<Order>('/new-order', order);
}

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/order/${id(orderId)}`, { signal });
}

export function cancelOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.put<Order>(`/order-cancelled/${id(orderId)}`, { paymentStatus: 'Cancelled' }, { signal });
}
