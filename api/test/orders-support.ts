import type { TestApi } from './support/test-api';

/** Pricing packages belong to the content module; tests insert them where it stores them. */
export async function createPricing(
  api: TestApi,
  packageName: 'Basic' | 'Standard' | 'Premium',
  packagePrice: string,
): Promise<string> {
  const result = await api.db
    .collection('pricings')
    .insertOne({ packageName, packagePrice, packageButtonText: 'Order now', packagePointOne: 'One page' });
  return result.insertedId.toHexString();
}

export const CUSTOMER_DETAILS = {
  customerName: 'Ada Lovelace',
  customerAddress: '12 Analytical Row, London',
  customerCountry: 'United Kingdom',
} as const;

export interface PlacedOrder {
  _id: string;
  packageName: string;
  packagePrice: string;
  customerEmail: string;
  paymentStatus: string;
  orderStatus: string;
}

/** Places an order as the cookie's user and returns the stored order. */
export async function placeOrder(api: TestApi, cookie: string, packageId: string): Promise<PlacedOrder> {
  const response = await api.request('/new-order', {
    method: 'POST',
    cookie,
    body: { packageId, ...CUSTOMER_DETAILS },
  });
  if (response.status !== 201)
    throw new Error(`new-order failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function countOrders(api: TestApi): Promise<number> {
  return api.db.collection('orders').countDocuments();
}
