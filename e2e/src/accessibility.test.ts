// Every public page, every customer page and every admin and CMS page, header,
// footer and the back office's navigation included, checked by axe-core in the real browser against the running
// stack: no serious or critical violation of any axe rule, on a desktop and on a phone screen.
import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { routesWith } from '../../shell/src/config/paths';
import { apiSession } from './api-session';
import { newPage } from './browser';
import { useRunningSite } from './running-site';
import { openSignedInPage } from './signed-in-page';
import { PUBLIC_PAGES } from './public-pages';

const site = useRunningSite();
const axeSource = fs.readFileSync(require.resolve('axe-core'), 'utf8');

/**
 * Waits until the page has rendered its content: its heading and footer are there, no loading state is left, and a
 * page the server rendered has been taken over by the app (which may change it).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') &&
      document.querySelector('footer') &&
      !document.querySelector('[data-state="loading"], [aria-busy="true"]') &&
      // A server-rendered page carries its state for the app in script#page-state.
      (!document.getElementById('page-state') || document.documentElement.hasAttribute('data-hydrated')),
  );
}

/** The serious and critical violations on the open page, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the site's Content-Security-Policy forbids inline scripts.
  // Once per document: a width change keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() =>
    // Only the violations are read: axe-core then keeps one node for each passed or incomplete rule, not every one.
    (window as unknown as { axe: { run: (options: RunOptions) => Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id} ${JSON.stringify(node.target)}: ${violation.help}` +
          (node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ')})` : ''),
      ),
    );
}

/** The e-mail change's page as its link opens it: any token shows its button, which alone sends the token. */
const publicPaths = [...PUBLIC_PAGES, '/confirm-email?token=not-sent-until-pressed', '/no-such-page'];

/** A desktop and a phone screen. */
const widths = [1280, 375];
const height = 900;
const customer = { email: `a11y${Date.now()}@example.com`, password: 'a11y-password' };
let customerPaths: string[] = [];

beforeAll(async () => {
  const session = await apiSession(site.stack.urls, customer, 'register');
  const packages = (await (await fetch(`${site.stack.urls.api}/pricings`)).json()) as Array<{ _id: string }>;
  const placed = await session.post('/new-order', {
    data: {
      packageId: packages[0]._id,
      customerName: 'Ana Lima',
      customerAddress: '1 Main Street, Lisbon',
      customerCountry: 'Portugal',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { _id: string };
  await session.dispose();
  customerPaths = [
    '/dashboard',
    '/my-order',
    '/pending-order',
    `/order-now/${packages[0]._id}`,
    `/pay-now/${order._id}`,
    '/account',
  ];
}, 120_000);

/**
 * The serious and critical violations of one path at every width, opened once in `page`: the width changes on the
 * same document, as a visitor turning a tablet would, so the page and axe-core load once for both.
 */
async function violationsAt(page: Page, pagePath: string): Promise<string[]> {
  await page.goto(`${site.stack.urls.shell}${pagePath}`);
  const violations: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // The layout for the new width (and anything the app renders for it) is in place after the next frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await settle(page);
    // The page itself was checked, not a sign-in page or another page it sent the browser to.
    const opened = new URL(page.url());
    expect(opened.pathname + opened.search).toBe(pagePath);
    violations.push(
      ...(await seriousViolations(page)).map((violation) => `${pagePath} at ${width}px ${violation}`),
    );
  }
  return violations;
}

/** Opens the paths in one fresh browser, signed in once first as the account when one is given. */
async function violationsOn(
  pagePaths: string[],
  account?: { email: string; password: string },
): Promise<string[]> {
  // Once per browser: signing in for every page would meet the API's per-account sign-in limit.
  const { context, page } = account ? await openSignedInPage(site, account) : await newPage(site.browser);
  try {
    const violations: string[] = [];
    for (const pagePath of pagePaths) violations.push(...(await violationsAt(page, pagePath)));
    return violations;
  } finally {
    await context.close();
  }
}

/** The admin and CMS pages of the route table: the ones without a record id as they are, and for each one with a
 * record id, one record's page the list pages link to. */
const adminRoutes = routesWith('admin');
const listedAdminPaths = adminRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
const recordPatterns = adminRoutes
  .filter((route) => route.path.includes(':'))
  .map((route) => ({
    path: route.path,
    pattern: new RegExp(
      `^${route.path.replace(/:id/g, route.recordIdOnly ? '[0-9a-f]{24}' : '[^/]+').replace(/\/$/, '')}/?$`,
    ),
  }));

/** Every admin and CMS page, checked in one browser signed in as the admin; record pages found by following links. */
async function adminViolations(): Promise<{ violations: string[]; checked: string[] }> {
  const { context, page } = await openSignedInPage(site, 'admin');
  try {
    const violations: string[] = [];
    const checked: string[] = [];
    const found = new Map<string, string>();
    for (const pagePath of listedAdminPaths) {
      violations.push(...(await violationsAt(page, pagePath)));
      checked.push(pagePath);
      const hrefs = await page.$$eval('main a[href]', (links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      for (const href of hrefs) {
        const record = recordPatterns.find(({ path, pattern }) => !found.has(path) && pattern.test(href));
        if (record) found.set(record.path, href);
      }
    }
    for (const pagePath of found.values()) {
      violations.push(...(await violationsAt(page, pagePath)));
      checked.push(pagePath);
    }
    return { violations, checked };
  } finally {
    await context.close();
  }
}

test('every admin and CMS page has no serious or critical accessibility violation', async () => {
  const { violations, checked } = await adminViolations();
  expect(violations).toEqual([]);
  // Most record pages were reached (a few lists are empty in the demo data, or link elsewhere).
  expect(checked.length).toBeGreaterThan(listedAdminPaths.length + recordPatterns.length / 2);
}, 600_000);

test.each(publicPaths)(
  'public page %s has no serious or critical accessibility violation',
  async (pagePath) => {
    expect(await violationsOn([pagePath])).toEqual([]);
  },
);

test('every customer page has no serious or critical accessibility violation', async () => {
  expect(await violationsOn(customerPaths, customer)).toEqual([]);
});
