import { catalogueRoutes, contentResource } from '@agency/contracts';
import { catalogueEndpoints, routePath } from '@agency/contracts/endpoints';
import type { AccessLevel } from '../src/auth/access.decorator';
import { createPricing, placeOrder } from './orders-support';
import { listRoutes, type RouteInfo } from './support/route-inventory';
import { paidDesignItem } from './support/design-items';
import { TestApi } from './support/test-api';

/**
 * The access every route outside the endpoint catalogue and the content blocks must declare. A new route fails this
 * suite until it is listed here or in the catalogue, so opening a route to more people is always a deliberate,
 * reviewed change.
 */
const EXPECTED: Record<string, AccessLevel> = {
  // The PayPal simulator stands in for PayPal, outside the product (OUTSIDE_THE_PRODUCT): called by the API as
  // PayPal and by the browser on its pages, never with a session.
  'POST /payments/simulator/checkout': 'public',
  'POST /payments/simulator/pay': 'public',
  'POST /payments/simulator/cancel': 'public',
  'POST /payments/simulator/validate': 'public',
  'GET /payments/simulator/activity/:txnId': 'public',
  'POST /payments/simulator/refund': 'public',
  'POST /payments/simulator/v1/oauth2/token': 'public',
  'POST /payments/simulator/v2/checkout/orders': 'public',
  'GET /payments/simulator/v2/checkout/orders/:id': 'public',
  'POST /payments/simulator/v2/checkout/orders/:id/capture': 'public',
  'POST /payments/simulator/v2/payments/captures/:id/refund': 'public',
  'POST /payments/simulator/v1/notifications/verify-webhook-signature': 'public',
  'GET /payments/simulator/certs/webhook-signing.pem': 'public',
  'GET /payments/simulator/approve': 'public',
  'POST /payments/simulator/approve': 'public',
};

// Catalogued endpoints declare their access beside their path (contracts/src/endpoints/), and their routes take it
// from there: the matrix holds them to it like every other route.
for (const endpoint of catalogueEndpoints())
  EXPECTED[`${endpoint.method} ${routePath(endpoint.path)}`] = endpoint.access;

// Content routes come from the catalogue: reads as each resource declares, every write admin-only.
for (const route of catalogueRoutes()) {
  EXPECTED[`${route.method} ${routePath(route.path)}`] =
    route.kind === 'list' || route.kind === 'one' ? contentResource(route.resource).read : 'admin';
}

const SOME_ID = '0123456789abcdef01234567';

function key(route: RouteInfo): string {
  return `${route.method} ${route.path}`;
}

/** Fills path parameters with a well-formed id that names nothing. */
function concretePath(path: string): string {
  return path.replace(/:[A-Za-z]+/g, SOME_ID);
}

describe('authorization matrix', () => {
  let api: TestApi;
  let routes: RouteInfo[];

  beforeAll(async () => {
    api = await TestApi.start();
    routes = listRoutes(api.app).filter((route) => !route.path.startsWith('/docs'));
  });
  afterAll(() => api.close());

  it('finds exactly the routes listed here in the running app', () => {
    expect(routes.map(key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('has every route declare public, signed-in or admin', () => {
    const undeclared = routes.filter((route) => route.access === undefined).map(key);
    expect(undeclared).toEqual([]);
  });

  it('has every route declare the access the product expects', () => {
    const listed = routes.filter((route) => EXPECTED[key(route)] !== undefined);
    const mismatched = listed.filter((route) => EXPECTED[key(route)] !== route.access).map(key);
    expect(mismatched).toEqual([]);
    const unlisted = routes.filter((route) => EXPECTED[key(route)] === undefined).map(key);
    expect(unlisted).toEqual([]);
  });

  /**
   * An admin whose grace to add a second step ran out long ago: made an admin, then its promotion time moved back
   * in the records, and its sessions' copy dropped so their next request reads it (as an edit to the database does).
   */
  async function lockedAdminCookie(): Promise<string> {
    const email = `locked-admin-${Date.now()}@example.com`;
    const cookie = await api.registerVerified(email);
    await api.request('/add-user', {
      method: 'POST',
      cookie: await api.adminCookie(),
      body: { userEmail: email, userRole: 'Admin' },
    });
    const account = await api.db.collection('accounts').findOne({ email });
    await api.db
      .collection('accounts')
      .updateOne({ _id: account!._id }, { $set: { adminSince: new Date(Date.UTC(2020, 0, 1)) } });
    await api.db.collection('sessions').updateMany({ accountId: account!._id }, { $unset: { holder: '' } });
    return cookie;
  }

  /** Who the matrix asks as: each role's session. */
  async function roles(): Promise<Array<[Role, string | undefined]>> {
    return [
      ['anonymous', undefined],
      ['customer', await api.registerVerified(`matrix-customer-${Date.now()}@example.com`)],
      // Registered someone's address without proving it: a customer, whatever the address holds.
      ['unverified customer', (await api.customerCookie()).cookie],
      ['locked admin', await lockedAdminCookie()],
      ['admin', await api.adminCookie()],
    ];
  }

  it('enforces each declaration for anonymous visitors, customers, unverified customers, locked admins and admins', async () => {
    const asked = await roles();
    const failures: string[] = [];

    for (const route of routes) {
      for (const [role, cookie] of asked) {
        // Signing out would end the session the rest of the matrix uses; give it a throwaway one.
        const sessionFor =
          route.path === '/auth/logout' && cookie ? (await api.customerCookie()).cookie : cookie;
        const response = await api.request(concretePath(route.path), {
          method: route.method,
          cookie: sessionFor,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const expected = expectedOutcome(route.access!, role);
        // The PayPal simulator's REST routes answer its own OAuth's 401 (with PayPal's error body), not ours.
        const paypalProtocolRefusal = response.status === 401 && typeof response.body?.name === 'string';
        const ok =
          expected === 'allowed'
            ? (response.status !== 401 || paypalProtocolRefusal) && response.status !== 403
            : response.status === expected;
        if (!ok) failures.push(`${key(route)} as ${role}: got ${response.status}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers every read open to customers alike to a customer, an unverified customer and a locked admin', async () => {
    // What admins read more of: another customer's order, a paid design's link, an invitation, a message.
    const packageId = await createPricing(api, 'Basic', '19.00');
    const buyer = await api.registerVerified(`matrix-buyer-${Date.now()}@example.com`);
    await placeOrder(api, buyer, packageId);
    const admin = await api.adminCookie();
    const added = await api.request('/add-item', {
      method: 'POST',
      cookie: admin,
      body: paidDesignItem('matrix-paid'),
    });
    expect(added.status).toBe(201);
    const [, [, customer], [, unverified], [, locked]] = await roles();
    const reads = routes.filter(
      (route) =>
        route.method === 'GET' &&
        (route.access === 'public' || route.access === 'signed-in') &&
        !ANSWERS_ABOUT_THE_ASKER.has(route.path),
    );
    const differences: string[] = [];
    for (const route of reads) {
      const read = async (cookie: string | undefined) =>
        JSON.stringify((await api.request(concretePath(route.path), { cookie })).body);
      const expected = await read(customer);
      for (const [role, cookie] of [
        ['unverified customer', unverified],
        ['locked admin', locked],
      ] as const)
        if ((await read(cookie)) !== expected) differences.push(`${key(route)} as ${role}`);
    }
    expect(reads.length).toBeGreaterThan(20);
    expect(differences).toEqual([]);
    // The admins' answer does differ, so the comparison could fail.
    const items = await api.request('/design-items', { cookie: admin });
    expect(JSON.stringify(items.body)).toContain('https://canva.example/matrix-paid');
    expect(JSON.stringify((await api.request('/design-items', { cookie: locked })).body)).not.toContain(
      'https://canva.example/matrix-paid',
    );
  }, 120_000);
});

/** Reads whose answer is the asker's own account, sessions or data: they differ by who asks, as they must. */
const ANSWERS_ABOUT_THE_ASKER = new Set([
  '/auth/me',
  '/auth/session',
  '/account',
  '/account/sessions',
  '/account/export',
  '/account/second-factor',
]);

type Role = 'anonymous' | 'customer' | 'unverified customer' | 'locked admin' | 'admin';

/** A locked admin is a customer everywhere, and so is an unverified one, until the second step or the address. */
function expectedOutcome(access: AccessLevel, role: Role): 'allowed' | 401 | 403 {
  if (access === 'public' || role === 'admin') return 'allowed';
  if (role === 'anonymous') return 401;
  return access === 'signed-in' ? 'allowed' : 403;
}
