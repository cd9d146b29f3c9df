// The reference deployment (deploy/) as visitors, customers and admins meet it: everything through the edge on one
// public origin, no answer naming an internal address, and one shell server and one API instance stopped under load
// losing no page and no write.
import http from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { RegistryClient } from '../../release/src/registry-client';
import { hydrated, launchBrowser } from './browser';
import { publishMarkedPublicRelease } from '../../scripts/lib/marked-public-release';
import {
  SITE_HOST,
  startReferenceDeployment,
  type ReferenceDeployment,
} from '../../scripts/lib/reference-deployment';
import { openSignedInPage, registerCustomer, type SiteToSignInTo } from './signed-in-page';

/** Four roles one after the other in one browser on two shared cores: longer than a single page's test takes. */
const FOUR_ROLES_MS = 180_000;

let deployment: ReferenceDeployment;
let browser: Browser;
let site: SiteToSignInTo;
/** Every origin the browser sent a request to. */
const origins = new Set<string>();

beforeAll(async () => {
  deployment = await startReferenceDeployment();
  browser = await launchBrowser([`--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1`]);
  site = {
    browser,
    stack: { admin: deployment.admin, urls: { shell: deployment.siteUrl, api: deployment.apiUrl } },
  };
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
});

/** Records the origin of every request a browser context sends. */
function recorded(context: BrowserContext) {
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return context;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface RequestOptions {
  method?: string;
  cookie?: string;
  json?: unknown;
}

/** A request to the edge as a browser of the site sends it: the site's Host header, its Origin for writes. */
function throughEdge(pathname: string, options: RequestOptions = {}): Promise<Answer> {
  return requestAsSite(deployment.edge.url, pathname, options);
}

/**
 * Whether every shell server behind the edge answers `pathname` as `done` wants. The edge spreads requests over
 * them, so one answer through it says nothing of the next one's server.
 */
async function onEveryShell(pathname: string, done: (answer: Answer) => boolean): Promise<boolean> {
  const answers = await Promise.all(deployment.shellUrls.map((url) => requestAsSite(url, pathname)));
  return answers.every(done);
}

function requestAsSite(
  server: string,
  pathname: string,
  { method = 'GET', cookie, json }: RequestOptions = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server}${pathname}`,
      {
        method,
        headers: {
          Host: new URL(deployment.siteUrl).host,
          'Accept-Encoding': 'identity',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json', Origin: deployment.siteUrl }),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Where an answer names a loopback address or the port of a server behind the edge. */
function internalAddresses(answer: Answer): string[] {
  const text = [JSON.stringify(answer.headers), answer.body].join('\n');
  const ports = deployment.internalPorts.join('|');
  const pattern = new RegExp(`127\\.\\d+\\.\\d+\\.\\d+|localhost|\\[::1\\]|[\\w.\\]]:(${ports})(?!\\d)`, 'g');
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

async function eventually(what: string, done: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function signedInCookie(account: { email: string; password: string }): Promise<string> {
  const answer = await throughEdge('/api/auth/login', { method: 'POST', json: account });
  expect(answer.status).toBe(200);
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

test('no answer of the site names an internal address: pages, config.json, manifests, the CSP, the API', async () => {
  const pages = ['/', '/pricing/', '/login', '/no-such-page', '/config.json', '/robots.txt', '/sitemap.xml'];
  const files = ['mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms'].flatMap((remote) => [
    `/remotes/${remote}/mf-manifest.json`,
    `/remotes/${remote}/index.html`,
  ]);
  const api = ['/api/pricings', '/api/banner', '/api/languages', '/api/auth/me'];
  const found: Record<string, string[]> = {};
  for (const pathname of [...pages, ...files, '/remotes/mfe-public/server/mf-manifest.json', ...api]) {
    const answer = await throughEdge(pathname);
    expect({ pathname, failed: answer.status >= 500 }).toEqual({ pathname, failed: false });
    const named = internalAddresses(answer);
    if (named.length > 0) found[pathname] = named;
  }
  expect(found).toEqual({});
  // The page is the server's render, and config.json sends browsers to the site's own origin for everything.
  expect((await throughEdge('/')).body).toContain('data-page="landing"');
  const config = JSON.parse((await throughEdge('/config.json')).body) as {
    apiUrl: string;
    remotes: Record<string, string>;
  };
  expect(config.apiUrl).toBe(deployment.apiPublicUrl);
  for (const manifest of Object.values(config.remotes))
    expect(manifest.startsWith(`${deployment.siteUrl}/remotes/`)).toBe(true);
});

test(
  'a visitor, a customer paying an order and an admin editing content and activating a release reach the edge alone',
  async () => {
    // A visitor: the server's render of `/`, which the browser hydrates.
    const visitor = recorded(await browser.newContext());
    const page = await visitor.newPage();
    const response = await page.goto(`${deployment.siteUrl}/`);
    expect(await response?.text()).toContain('data-page="landing"');
    await hydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A customer orders the Basic package and pays it on the checkout simulator.
    const packages = JSON.parse((await throughEdge('/api/pricings')).body) as Array<{
      _id: string;
      packageName: string;
    }>;
    const basic = packages.find((pack) => pack.packageName === 'Basic')!;
    const customer = await openSignedInPage(site, await registerCustomer(site), {
      beforeSignIn: async (signIn) => recorded(signIn.context()),
    });
    await customer.page.goto(`${deployment.siteUrl}/order-now/${basic._id}`);
    await customer.page.getByLabel('Name', { exact: true }).fill('Ana Lima');
    await customer.page.getByLabel('Address', { exact: true }).fill('1 Main Street, Lisbon');
    await customer.page.getByLabel('Country', { exact: true }).fill('Portugal');
    await customer.page.getByRole('button', { name: 'Place Order' }).click();
    await customer.page.waitForURL('**/pending-order');
    await customer.page.getByRole('link', { name: 'Pay Now' }).first().click();
    await customer.page.waitForURL('**/pay-now/*');
    const orderId = customer.page.url().split('/').pop()!;
    await customer.page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await customer.page.waitForURL(`${deployment.apiPublicUrl}/payments/simulator/checkout`);
    await customer.page.getByRole('button', { name: /^Pay / }).click();
    await customer.page.waitForURL(`${deployment.siteUrl}/received-payment/${orderId}`);
    await customer.page
      .getByRole('status')
      .filter({ hasText: 'Your order is Paid' })
      .waitFor({ timeout: 20_000 });
    await customer.close();

    // An admin edits the banner in the CMS; the next visitor's server-rendered page shows it.
    const admin = await openSignedInPage(site, 'admin', {
      beforeSignIn: async (signIn) => recorded(signIn.context()),
    });
    const heading = `Edge heading ${Date.now()}`;
    await admin.page.goto(`${deployment.siteUrl}/edit-banner`);
    await admin.page.getByRole('link', { name: 'Edit Banner' }).click();
    await admin.page.waitForURL(/\/banner\/[0-9a-f]{24}$/);
    await admin.page.getByLabel('Banner Heading').fill(heading);
    await admin.page.getByRole('button', { name: 'Update Banner' }).click();
    await admin.page.getByText('Banner is Updated').waitFor();
    // Each shell server's kept render of `/` follows the content's versions; what each last showed says which did not.
    let shown: string[] = [];
    await eventually(
      'the edited heading on the landing page',
      async () => {
        const answers = await Promise.all(deployment.shellUrls.map((url) => requestAsSite(url, '/')));
        shown = answers.map(
          (answer) => `${answer.status} ${/<h1[^>]*>([^<]*)/.exec(answer.body)?.[1] ?? 'no h1'}`,
        );
        return answers.every((answer) => answer.body.includes(heading));
      },
      60_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; the shell servers showed: ${shown.join(' | ')}`);
    });

    // A release of mfe-public, published to the store and registered by the deploy token, activated on the Releases
    // page; the site then renders and loads it from the edge's release folders.
    const marker = `landing-edge-${Date.now()}`;
    const release = await publishMarkedPublicRelease({
      work: `${deployment.releasesDir}-work`,
      releasesDir: deployment.releasesDir,
      marker,
    });
    await new RegistryClient(deployment.apiUrl, deployment.deployToken).register(release);
    await admin.page.goto(`${deployment.siteUrl}/releases`);
    const slice = admin.page.locator('section', {
      has: admin.page.getByRole('heading', { name: 'mfe-public' }),
    });
    await slice.getByRole('button', { name: `Activate ${release.version}` }).click();
    await admin.page.getByText(`mfe-public ${release.version} is live`).waitFor();
    await admin.close();
    await eventually('the release on the landing page', () =>
      onEveryShell('/', (answer) => answer.body.includes(`data-page="${marker}"`)),
    );
    const released = await page.goto(`${deployment.siteUrl}/`);
    expect(await released?.text()).toContain(`/remotes/mfe-public/_releases/${release.version}/`);
    await hydrated(page);
    await page.locator(`[data-page="${marker}"]`).waitFor();
    await visitor.close();

    expect([...origins]).toEqual([deployment.siteUrl]);
  },
  FOUR_ROLES_MS,
);

test('stopping one shell server and one API instance under load loses no page and no write', async () => {
  const customer = await registerCustomer(site, 'stopping-password');
  const cookie = await signedInCookie(customer);
  const packages = JSON.parse((await throughEdge('/api/pricings')).body) as Array<{ _id: string }>;
  const failed: string[] = [];
  const placed: string[] = [];
  let running = true;
  const pages = async () => {
    for (let round = 0; running; round++) {
      const pathname = ['/', '/pricing/', '/config.json', '/api/banner'][round % 4]!;
      const answer = await throughEdge(pathname);
      if (answer.status !== 200) failed.push(`${pathname}: ${answer.status}`);
    }
  };
  const writes = async () => {
    for (let round = 0; running; round++) {
      const answer = await throughEdge('/api/new-order', {
        method: 'POST',
        cookie,
        json: {
          packageId: packages[0]!._id,
          customerName: `Stop ${round}`,
          customerAddress: '1 Way',
          customerCountry: 'Chile',
        },
      });
      if (answer.status === 201) placed.push((JSON.parse(answer.body) as { _id: string })._id);
      else failed.push(`new order: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  };
  const load = Promise.all([pages(), pages(), writes()]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [shellExit, apiExit] = await Promise.all([deployment.stopShell(0), deployment.stopApi(0)]);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  running = false;
  await load;

  expect({ shellExit, apiExit }).toEqual({ shellExit: 0, apiExit: 0 });
  expect(failed).toEqual([]);
  expect(placed.length).toBeGreaterThan(0);
  const mine = JSON.parse((await throughEdge('/api/orders?mine=true', { cookie })).body) as Array<{
    _id: string;
  }>;
  expect(mine.map((order) => order._id).sort()).toEqual([...placed].sort());
});
