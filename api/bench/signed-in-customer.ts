import { pricings } from '@agency/contracts';
import { ORDER_ENDPOINTS } from '@agency/contracts/endpoints/orders';

/** Orders the bench's customer has placed: a handful, as a real customer's list would hold. */
const ORDER_COUNT = 5;

/**
 * Registers a customer through the API, signs in and places a few orders, the way the site does, and returns
 * the session cookie: what the signed-in reads of the bench send.
 */
export async function signedInCustomer(apiUrl: string): Promise<string> {
  const credentials = { email: 'bench.customer@example.com', password: 'bench-customer-password' };
  await call(apiUrl, 'POST', '/auth/register', 202, undefined, credentials);
  const login = await call(apiUrl, 'POST', '/auth/login', 200, undefined, credentials);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!cookie.includes('=')) throw new Error('login set no session cookie');

  const packages = (await (await call(apiUrl, 'GET', pricings.paths.list[0], 200)).json()) as Array<{
    _id: string;
  }>;
  const packageId = packages[0]?._id;
  if (!packageId) throw new Error('no pricing package to order: the demo seed is missing');
  for (let i = 0; i < ORDER_COUNT; i++) {
    await call(apiUrl, ORDER_ENDPOINTS.place.method, ORDER_ENDPOINTS.place.path, 201, cookie, {
      packageId,
      customerName: `Bench Customer ${i}`,
      customerAddress: '1 Benchmark Road, Testville',
      customerCountry: 'United Kingdom',
    });
  }
  const orders = (await (
    await call(apiUrl, ORDER_ENDPOINTS.list.method, ORDER_ENDPOINTS.list.path, 200, cookie)
  ).json()) as unknown[];
  if (orders.length !== ORDER_COUNT)
    throw new Error(`the customer sees ${orders.length} orders, not ${ORDER_COUNT}`);
  return cookie;
}

async function call(
  apiUrl: string,
  method: string,
  pathname: string,
  expected: number,
  cookie?: string,
  body?: unknown,
): Promise<Response> {
  const response = await fetch(`${apiUrl}${pathname}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== expected) {
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}
