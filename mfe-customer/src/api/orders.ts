// The customer's order reads and writes: the queries come from the site's one query layer (@agency/ui), the writes
// call the catalogue's order endpoints, whose definitions name the cached reads they make stale.
import { pricings } from '@agency/contracts';
import { ORDER_ENDPOINTS as ORDERS } from '@agency/contracts/endpoints/orders';
import { callEndpoint, contentRecordQuery, useQuery } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import type { NewOrder, Order } from '../orders/order-types';

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
  return callEndpoint<Order>(ORDERS.place, { body: order });
}

/** A new UnPaid order from a cancelled one (same package and details), to pay for it again. */
export function payAgain(cancelledOrderId: string): Promise<Order> {
  return callEndpoint<Order>(ORDERS.payAgain, { params: { id: cancelledOrderId } });
}

export function cancelOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return callEndpoint<Order>(ORDERS.cancel, {
    params: { id: orderId },
    body: { paymentStatus: 'Cancelled' },
    signal,
  });
}
