// npm run bench:signed-in — the signed-in pages as a customer, an admin and an editor on a phone get them: builds for
// production, starts the whole stack, signs in through the API as the site does, and runs Lighthouse (mobile preset,
// simulated throttling, the system Chromium, with the session cookie on every request) on the customer's
// `/dashboard` and `/my-order`, the admin's `/admin/` and `/total-orders`, and the CMS editor of the banner
// (`/banner/{id}`). Prints performance, LCP, TBT, CLS, JavaScript transferred and the rounds of requests after
// the HTML before the largest paint, each beside its target, and the load average the run saw (TBT and LCP
// follow the machine's load; CLS does not). BENCH_STRICT=1 exits non-zero on a missed target; BENCH_RUNS and
// BENCH_REPORTS as for bench:web.
import os from 'node:os';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import { KB, RUNS, medianAudit } from './lib/lighthouse-audit.mjs';

const require = createRequire(import.meta.url);
const { measureStack, runBench } = require('./lib/bench-stack.cjs');
const { targetReport } = require('./lib/bench-targets.cjs');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 90, lcpMs: 2000, tbtMs: 200, cls: 0.02, rounds: 2 };

/** A session cookie of the API for an account, signed in (registered first when asked) as the site's forms do. */
async function sessionCookie(stack, account, register = false) {
  const headers = { 'Content-Type': 'application/json', Origin: stack.urls.shell };
  const body = JSON.stringify(account);
  if (register) {
    const registered = await fetch(`${stack.urls.api}/auth/register`, { method: 'POST', headers, body });
    if (registered.status !== 202) throw new Error(`registering answered ${registered.status}`);
  }
  const login = await fetch(`${stack.urls.api}/auth/login`, { method: 'POST', headers, body });
  if (!login.ok) throw new Error(`signing in as ${account.email} answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The id of the banner's record, whose CMS editor is measured. */
async function bannerId(stack) {
  const response = await fetch(`${stack.urls.api}/banner`, { headers: { Origin: stack.urls.shell } });
  const body = await response.json();
  const [first] = Array.isArray(body) ? body : (body.items ?? body.data ?? []);
  if (!first?._id) throw new Error(`GET /banner gave no record: ${JSON.stringify(body).slice(0, 200)}`);
  return first._id;
}

async function main() {
  const { check, finish } = targetReport({ labelWidth: 44, valueWidth: 10 });
  await measureStack(
    'signed-in',
    () => ({}),
    async ({ stack }) => {
      const customer = await sessionCookie(
        stack,
        { email: `bench-customer-${Date.now()}@example.com`, password: 'customer-password' },
        true,
      );
      const admin = await sessionCookie(stack, stack.admin);
      const pages = [
        { page: '/dashboard', cookie: customer },
        { page: '/my-order', cookie: customer },
        { page: '/admin/', cookie: admin },
        { page: '/total-orders', cookie: admin },
        { page: `/banner/${await bannerId(stack)}`, cookie: admin },
      ];
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      const results = [];
      try {
        // A first request of each page warms the server and the API's caches, as any visitor before.
        for (const { page, cookie } of pages)
          await fetch(`${stack.urls.shell}${page}`, { headers: { Cookie: cookie } });
        for (const { page, cookie } of pages) {
          const load = os.loadavg()[0];
          const r = await medianAudit(`${stack.urls.shell}${page}`, chrome.port, { Cookie: cookie });
          results.push({ page, load: (load + os.loadavg()[0]) / 2, ...r });
        }
      } finally {
        await chrome.kill();
      }
      console.log(
        `\nLighthouse (mobile preset, simulated throttling, signed in), median of ${RUNS} runs per page`,
      );
      console.log(
        'page'.padEnd(36) +
          ['perf', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'rounds', 'load'].map((h) => h.padStart(8)).join(''),
      );
      for (const r of results) {
        console.log(
          r.page.padEnd(36) +
            [
              r.performance,
              Math.round(r.lcpMs),
              Math.round(r.tbtMs),
              r.cls.toFixed(3),
              (r.scriptBytes / KB).toFixed(1),
              r.rounds,
              r.load.toFixed(1),
            ]
              .map((v) => String(v).padStart(8))
              .join(''),
        );
      }
      console.log('');
      for (const r of results) {
        // A page that sent the visitor to /login measured the wrong page.
        check(
          `${r.page} stayed signed in`,
          new URL(r.finalUrl).pathname,
          r.page,
          new URL(r.finalUrl).pathname === r.page,
        );
        check(
          `${r.page} performance`,
          r.performance,
          `≥ ${TARGETS.performance}`,
          r.performance >= TARGETS.performance,
        );
        check(`${r.page} LCP (ms)`, Math.round(r.lcpMs), `≤ ${TARGETS.lcpMs}`, r.lcpMs <= TARGETS.lcpMs);
        check(
          `${r.page} total blocking time (ms)`,
          Math.round(r.tbtMs),
          `≤ ${TARGETS.tbtMs}`,
          r.tbtMs <= TARGETS.tbtMs,
        );
        check(`${r.page} CLS`, r.cls.toFixed(3), `≤ ${TARGETS.cls}`, r.cls <= TARGETS.cls);
        check(
          `${r.page} rounds of requests after the HTML`,
          r.rounds,
          `≤ ${TARGETS.rounds}`,
          r.rounds <= TARGETS.rounds,
        );
      }
    },
  );
  finish();
}

runBench(main);
