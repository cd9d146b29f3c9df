import { catalogueRoutes, contentResource } from '@agency/contracts';
import type { AccessLevel } from '../src/auth/access.decorator';
import { routePath } from '../src/common/route-path';
import { listRoutes, type RouteInfo } from './support/route-inventory';
import { TestApi } from './support/test-api';

/**
 * The access every non-content route must declare. A new route fails this suite until it is listed here,
 * so opening a route to more people is always a deliberate, reviewed change.
 */
const EXPECTED: Record<string, AccessLevel> = {
  'GET /health': 'public',
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'POST /auth/register': 'public',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'public',
  'GET /auth/me': 'signed-in',
  'GET /auth/session': 'public',
  'POST /auth/reset': 'public',
  'GET /auth/reset/check': 'public',
  'POST /auth/reset/confirm': 'public',
  'GET /auth/verify-email': 'public',
  'GET /account': 'signed-in',
  'PUT /account': 'signed-in',
  'PUT /account/password': 'signed-in',
  'POST /account/email': 'signed-in',
  'POST /account/email/confirm': 'public',
  'GET /account/sessions': 'signed-in',
  'DELETE /account/sessions/:id': 'signed-in',
  'POST /account/sessions/end-others': 'signed-in',
  'GET /account/export': 'signed-in',
  'DELETE /account': 'signed-in',
  'GET /account/second-factor': 'signed-in',
  'POST /account/second-factor/totp/start': 'signed-in',
  'POST /account/second-factor/totp/confirm': 'signed-in',
  'DELETE /account/second-factor/totp': 'signed-in',
  'POST /account/second-factor/recovery-codes': 'signed-in',
  'POST /account/second-factor/passkeys/options': 'signed-in',
  'POST /account/second-factor/passkeys': 'signed-in',
  'DELETE /account/second-factor/passkeys/:id': 'signed-in',
  // The second step of a sign-in: no session yet, only the pending sign-in's own cookie (410 without one).
  'POST /auth/second-step/code': 'public',
  'POST /auth/second-step/passkey/options': 'public',
  'POST /auth/second-step/passkey': 'public',
  'DELETE /users/:id/second-factor': 'admin',
  'GET /users': 'admin',
  'GET /users/:id': 'admin',
  'POST /add-user': 'admin',
  'PUT /upadete-users/:id': 'admin',
  'POST /new-order': 'signed-in',
  'GET /orders': 'signed-in',
  'GET /orders/total-sales': 'admin',
  'GET /orders/total-spent': 'signed-in',
  'GET /order/:id': 'signed-in',
  'PUT /order-status/:id': 'admin',
  'PUT /order-cancelled/:id': 'signed-in',
  'GET /payments/checkout/:orderId': 'signed-in',
  // PayPal's IPN and the checkout simulator: called by PayPal and by the browser on PayPal's page, never with
  // a session; authenticity comes from the IPN validation post-back.
  'POST /payments/ipn': 'public',
  'POST /payments/simulator/checkout': 'public',
  'POST /payments/simulator/pay': 'public',
  'POST /payments/simulator/cancel': 'public',
  'POST /payments/simulator/validate': 'public',
  'GET /payments/simulator/activity/:txnId': 'public',
  'POST /payments/simulator/refund': 'public',
  'POST /payments/refund/:orderId': 'admin',
  'GET /payments/refund/:orderId': 'admin',
  'POST /order/:id/pay-again': 'signed-in',
  'POST /payments/paypal-webhook': 'public',
  'GET /payments/paypal-orders/return/:orderId': 'public',
  'POST /payments/simulator/v1/oauth2/token': 'public',
  'POST /payments/simulator/v2/checkout/orders': 'public',
  'GET /payments/simulator/v2/checkout/orders/:id': 'public',
  'POST /payments/simulator/v2/checkout/orders/:id/capture': 'public',
  'POST /payments/simulator/v2/payments/captures/:id/refund': 'public',
  'POST /payments/simulator/v1/notifications/verify-webhook-signature': 'public',
  'GET /payments/simulator/certs/webhook-signing.pem': 'public',
  'GET /payments/simulator/approve': 'public',
  'POST /payments/simulator/approve': 'public',
  'POST /add-message': 'public',
  'GET /messages': 'admin',
  'GET /message/:id': 'admin',
  'PUT /message/:id': 'admin',
  'DELETE /message/:id': 'admin',
  'POST /add-subscriber': 'public',
  'GET /subscribers': 'admin',
  'GET /subscribers/export.csv': 'admin',
  'GET /messages/export.csv': 'admin',
  'GET /orders/export.csv': 'admin',
  'GET /orders/search': 'admin',
  'GET /messages/search': 'admin',
  'GET /subscribers/search': 'admin',
  'GET /orders/sales': 'admin',
  'DELETE /users/:id': 'admin',
  'DELETE /subscriber/:id': 'admin',
  'GET /paypal-email': 'admin',
  'GET /paypal-email/:id': 'admin',
  'POST /add-email': 'admin',
  'PUT /paypal-email/:id': 'admin',
  'GET /audit-log/search': 'admin',
  'GET /audit-log/export.csv': 'admin',
  'GET /content-drafts': 'admin',
  'POST /content-drafts/publish': 'admin',
  'POST /content-drafts/:id/publish': 'admin',
  'PUT /content-drafts/:id/schedule': 'admin',
  'DELETE /content-drafts/:id': 'admin',
  'GET /content-history/:resource/deleted': 'admin',
  'GET /content-history/:resource/:id': 'admin',
  'GET /content-history/:resource/:id/diff': 'admin',
  'POST /content-history/:resource/:id/:version/restore': 'admin',
  'GET /content-preview/:resource': 'admin',
  'GET /content-preview': 'admin',
  // The web apps choose among the site's languages before anyone signs in.
  'GET /languages': 'public',
  'PUT /languages': 'admin',
  'GET /content-translations/missing': 'admin',
  'GET /content-translations/:resource': 'admin',
  'POST /media': 'admin',
  'GET /media/search': 'admin',
  'GET /media/:id': 'admin',
  'DELETE /media/:id': 'admin',
  // The generated image files: public pages show them to everyone.
  'GET /media/:id/:file': 'public',
  // Web servers poll the routing document; it names versions only.
  'GET /releases/routing': 'public',
  'GET /releases': 'releaser',
  'POST /releases': 'releaser',
  'GET /releases/:slice': 'releaser',
  'GET /releases/:slice/:version/check': 'releaser',
  'POST /releases/:slice/activate': 'releaser',
  'POST /releases/:slice/rollback': 'releaser',
  'PUT /releases/:slice/canary': 'releaser',
  'DELETE /releases/:slice/canary': 'releaser',
  'POST /releases/overrides': 'admin',
};

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

  it('enforces each declaration for anonymous visitors, customers and admins', async () => {
    const customer = (await api.customerCookie()).cookie;
    const admin = await api.adminCookie();
    const failures: string[] = [];

    for (const route of routes) {
      for (const [role, cookie] of [
        ['anonymous', undefined],
        ['customer', customer],
        ['admin', admin],
      ] as const) {
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
  }, 120_000);
});

function expectedOutcome(
  access: AccessLevel,
  role: 'anonymous' | 'customer' | 'admin',
): 'allowed' | 401 | 403 {
  if (access === 'public' || role === 'admin') return 'allowed';
  if (role === 'anonymous') return 401;
  return access === 'signed-in' ? 'allowed' : 403;
}
