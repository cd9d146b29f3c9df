// Measures the JavaScript each route downloads on a first visit and holds the landing page to its budget.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { newPage } from './browser';
import { useRunningSite } from './running-site';
import { apps, writeTestResult } from './scripts-lib';

// The budget is what a first visit transfers: the build's brotli copies, which the web server sends (quality 11,
// the compression plugin's default). Why 140 KB, and what it is made of:
// docs/decisions/0010-landing-page-javascript-budget.md.
const LANDING_BUDGET_BROTLI = 140 * 1024;
const BROTLI_AS_BUILT = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

const site = useRunningSite();
const report: Record<string, unknown> = {};

afterAll(() => {
  writeTestResult('bundle-sizes.json', report);
});

// The live preview's messages are named so in its code only: a file holding this carries it.
const LIVE_PREVIEW_CODE = 'live-preview:update';

interface Measured {
  files: Array<{ url: string; bytes: number; gzip: number; brotli: number; livePreview: boolean }>;
  bytes: number;
  gzip: number;
  brotli: number;
}

async function measure(page: Page, url: string, ready: () => Promise<void>): Promise<Measured> {
  const pending: Array<Promise<Measured['files'][number] | null>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          bytes: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          brotli: zlib.brotliCompressSync(body, BROTLI_AS_BUILT).length,
          livePreview: body.includes(LIVE_PREVIEW_CODE),
        }))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter(
    (file): file is NonNullable<typeof file> => file !== null,
  );
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    brotli: files.reduce((sum, file) => sum + file.brotli, 0),
  };
}

/** Totals per app, told apart by the origin each file came from. */
function summary(measured: Measured) {
  const byApp: Record<string, { bytes: number; gzip: number; brotli: number }> = {};
  for (const file of measured.files) {
    const app =
      Object.entries(site.stack.urls).find(([, origin]) => file.url.startsWith(origin))?.[0] ?? 'other';
    byApp[app] ??= { bytes: 0, gzip: 0, brotli: 0 };
    byApp[app].bytes += file.bytes;
    byApp[app].gzip += file.gzip;
    byApp[app].brotli += file.brotli;
  }
  const { bytes, gzip, brotli } = measured;
  return { bytes, gzip, brotli, files: measured.files.length, byApp };
}

test(`the landing page's JavaScript transfers within ${LANDING_BUDGET_BROTLI} B (brotli) and loads only mfe-public`, async () => {
  const { context, page } = await newPage(site.browser);
  const measured = await measure(page, site.stack.urls.shell, () =>
    page.getByRole('heading', { name: 'Let’s grow your business together' }).waitFor(),
  );
  report.landing = summary(measured);
  expect(measured.brotli).toBeLessThanOrEqual(LANDING_BUDGET_BROTLI);
  const otherRemotes = apps.filter((app) => app !== 'shell' && app !== 'mfe-public');
  const others = measured.files.filter((file) =>
    otherRemotes.some((app) => file.url.startsWith(site.stack.urls[app])),
  );
  expect(others).toEqual([]);
  // The live preview loads only in its frame: not one of its bytes reaches a visitor.
  expect(measured.files.filter((file) => file.livePreview)).toEqual([]);
  await context.close();
});

test('the admin dashboard’s first visit is measured', async () => {
  const { context, page } = await newPage(site.browser);
  const api = await context.request.post(`${site.stack.urls.api}/auth/login`, {
    data: { email: site.stack.admin.email, password: site.stack.admin.password },
    headers: { Origin: site.stack.urls.shell },
  });
  expect(api.status()).toBe(200);
  const measured = await measure(page, `${site.stack.urls.shell}/admin`, () =>
    page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor(),
  );
  report.adminDashboard = summary(measured);
  expect(measured.files.some((file) => file.url.startsWith(site.stack.urls['mfe-admin']))).toBe(true);
  await context.close();
});
