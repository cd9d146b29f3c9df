// Measures the JavaScript each route downloads on a first visit and holds the landing page to its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { startTestStack, type TestStack } from './stack';

const LANDING_BUDGET_GZIP = 150 * 1024;

let stack: TestStack;
let browser: Browser;
const report: Record<string, unknown> = {};

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  const dir = path.resolve(__dirname, '..', '..', 'test-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'bundle-sizes.json'), `${JSON.stringify(report, null, 2)}\n`);
  await browser?.close();
  await stack?.stop();
});

interface Measured {
  files: Array<{ url: string; bytes: number; gzip: number }>;
  bytes: number;
  gzip: number;
}

async function measure(page: Page, url: string, ready: () => Promise<void>): Promise<Measured> {
  const pending: Array<Promise<{ url: string; bytes: number; gzip: number } | null>> = [];
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
  };
}

function summary(measured: Measured, origins: Record<string, string>) {
  const byApp: Record<string, { bytes: number; gzip: number }> = {};
  for (const file of measured.files) {
    const app = Object.entries(origins).find(([, origin]) => file.url.startsWith(origin))?.[0] ?? 'other';
    byApp[app] ??= { bytes: 0, gzip: 0 };
    byApp[app].bytes += file.bytes;
    byApp[app].gzip += file.gzip;
  }
  return { bytes: measured.bytes, gzip: measured.gzip, files: measured.files.length, byApp };
}

test('the landing page stays within 150 KB of gzipped JavaScript and loads only mfe-public', async () => {
  const { context, page } = await newPage(browser);
  const measured = await measure(page, stack.urls.shell, () =>
    page.getByRole('heading', { name: 'Let’s grow your business together' }).waitFor(),
  );
  const origins = {
    shell: stack.urls.shell,
    'mfe-public': stack.urls['mfe-public'],
    'mfe-customer': stack.urls['mfe-customer'],
    'mfe-admin': stack.urls['mfe-admin'],
    'mfe-cms': stack.urls['mfe-cms'],
  };
  report.landing = summary(measured, origins);
  expect(measured.gzip).toBeLessThanOrEqual(LANDING_BUDGET_GZIP);
  const others = measured.files.filter((file) =>
    [stack.urls['mfe-customer'], stack.urls['mfe-admin'], stack.urls['mfe-cms']].some((origin) =>
      file.url.startsWith(origin),
    ),
  );
  expect(others).toEqual([]);
  await context.close();
});

test('the admin dashboard’s first visit is measured', async () => {
  const { context, page } = await newPage(browser);
  const api = await context.request.post(`${stack.urls.api}/auth/login`, {
    data: { email: stack.admin.email, password: stack.admin.password },
    headers: { Origin: stack.urls.shell },
  });
  expect(api.status()).toBe(200);
  const measured = await measure(page, `${stack.urls.shell}/admin`, () =>
    page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor(),
  );
  const origins = {
    shell: stack.urls.shell,
    'mfe-public': stack.urls['mfe-public'],
    'mfe-customer': stack.urls['mfe-customer'],
    'mfe-admin': stack.urls['mfe-admin'],
    'mfe-cms': stack.urls['mfe-cms'],
  };
  report.adminDashboard = summary(measured, origins);
  expect(measured.files.some((file) => file.url.startsWith(stack.urls['mfe-admin']))).toBe(true);
  await context.close();
});
