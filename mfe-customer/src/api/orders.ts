// The customer's order reads and writes: the queries come from the site's one query layer (@agency/ui), which keys
// them from the contracts' paths; a write here makes the cached order reads stale by itself.
import { pricings, RECORD_PATHS, resourcePath } from '@agency/contracts';
import { api, contentRecordQuery, recordQueries, useQuery } from '@agency/ui';
import type { NewOrder, Order } from '../orders/order-types';
import { recordWriteStale } from '@agency/contracts/endpoints/endpoint';

/** Only the signed-in user's orders, for an admin too. */
export function useMyOrders() {
  return useQuery(recordQueries.myOrders());
}

export function useTotalSpent() {
  return useQuery(recordQueries.totalSpent());
}

/** `null` skips the request (an id that cannot be a record). */
export function usePricingPackage(packageId: string | null) {
  return useQuery({ ...contentRecordQuery(pricings, packageId ?? ''), enabled: packageId !== null });
}

export function useCheckout(orderId: string) {
  return useQuery(recordQueries.checkout(orderId));
}

export function placeOrder(order: NewOrder): Promise<Order> {
  return api.post<Order>(RECORD_PATHS.orders.add, order, { stale: recordWriteStale('orders') });
}

/** A new UnPaid order from a cancelled one (same package and details), to pay for it again. */
export function payAgain(cancelledOrderId: string): Promise<Order> {
  return api.post<Order>(resourcePath(RECORD_PATHS.orders.payAgain, cancelledOrderId), undefined, {
    stale: recordWriteStale('orders'),
  });
}

export function cancelOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.put<Order>(
    resourcePath(RECORD_PATHS.orders.cancel, orderId),
    { paymentStatus: 'Cancelled' },
    { signal, stale: recordWriteStale('orders') },
  );
}
