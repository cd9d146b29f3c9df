// npm run bench:web — the public pages as a phone on a slow network gets them: builds for production, starts the
// whole stack, and runs Lighthouse (mobile preset, its default simulated throttling, on the system Chromium) on `/`,
// `/pricing/` and `/service/`, on `/de/` and `/de/pricing/` (the site is given German first, as an admin would) and
// on a static HTML copy of the landing page (no script at all) served by the same
// server in the same run. Then it measures what a repeat visit of `/` transfers. Prints each figure with its target;
// BENCH_STRICT=1 exits non-zero when a target is missed; BENCH_REPORTS=<folder> keeps each Lighthouse report there.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import { KB, RUNS, medianAudit } from './lib/lighthouse-audit.mjs';

const require = createRequire(import.meta.url);
const { measureStack, runBench } = require('./lib/bench-stack.cjs');
const { root } = require('./lib/build.cjs');
const { targetReport } = require('./lib/bench-targets.cjs');
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/pricing/', '/service/', '/de/', '/de/pricing/'];
/** The site's languages while the pages are measured: German's pages are held to the same targets as English's. */
const LANGUAGES = { languages: ['en', 'de'], defaultLanguage: 'en' };
const STATIC_COPY = '/static-landing.html';

const TARGETS = {
  performance: 95,
  seo: 100,
  accessibility: 98,
  bestPractices: 100,
  lcpRatio: 1.25,
  tbtMs: 200,
  cls: 0.01,
  firstVisitBytes: 170 * KB,
  // The landing page's JavaScript budget: what a first visit transfers, as the bundle-size test holds it.
  firstVisitScriptBytes: 140 * KB,
};

/** The landing page's HTML with every script and script hint taken out (JSON-LD kept): what a static site sends. */
function staticCopy(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*\/>/g, '');
}

/** Bytes the network delivered for a second visit of a page (cache hits deliver none). */
async function repeatVisitBytes(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const received = new Map();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      received.set(requestId, encodedDataLength),
    );
    const urls = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url));
    await page.goto(url, { waitUntil: 'networkidle' });
    const transfers = [...received]
      .filter(([, bytes]) => bytes > 0)
      .map(([id, bytes]) => ({ url: urls.get(id), bytes }));
    return { bytes: transfers.reduce((sum, t) => sum + t.bytes, 0), transfers };
  } finally {
    await browser.close();
  }
}

/** Sets the site's languages as an admin does (`PUT /languages`), signed in through the API as the site signs in. */
async function setLanguages(stack, settings) {
  const headers = { 'Content-Type': 'application/json', Origin: stack.urls.shell };
  const login = await fetch(`${stack.urls.api}/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(stack.admin),
  });
  if (!login.ok) throw new Error(`signing in as the admin answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const put = await fetch(`${stack.urls.api}/languages`, {
    method: 'PUT',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify(settings),
  });
  if (!put.ok) throw new Error(`PUT /languages answered ${put.status}: ${await put.text()}`);
}

async function main() {
  const { check, finish } = targetReport({ labelWidth: 44, valueWidth: 10 });
  // The shell is served from a copy of its build, so the static landing page can sit beside its files.
  const shellCopyIn = (work) => path.join(work, 'shell');
  await measureStack(
    'web',
    (work) => {
      fs.cpSync(path.join(root, 'shell', 'dist'), shellCopyIn(work), { recursive: true });
      return { roots: { shell: shellCopyIn(work) } };
    },
    async ({ stack, work }) => {
      const shellCopy = shellCopyIn(work);
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        await setLanguages(stack, LANGUAGES);
        // The web server reads the site's languages at most once a second: wait until German's pages are there.
        for (let attempt = 0; (await fetch(`${stack.urls.shell}/de/`)).status !== 200; attempt++) {
          if (attempt === 50) throw new Error('/de/ never became a page after German was added');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const landing = await (await fetch(`${stack.urls.shell}/`)).text();
        fs.writeFileSync(path.join(shellCopy, STATIC_COPY), staticCopy(landing));
        // A first render of each page warms the server (its remote's code, the API's caches), as any visitor before.
        for (const page of [...PAGES, STATIC_COPY]) await fetch(`${stack.urls.shell}${page}`);

        const results = {};
        for (const page of [...PAGES, STATIC_COPY])
          results[page] = await medianAudit(`${stack.urls.shell}${page}`, chrome.port);

        console.log(`\nLighthouse (mobile preset, simulated throttling), median of ${RUNS} runs per page`);
        console.log(
          'page'.padEnd(22) +
            ['perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KB', 'JS KB']
              .map((h) => h.padStart(8))
              .join(''),
        );
        for (const [page, r] of Object.entries(results)) {
          console.log(
            page.padEnd(22) +
              [
                r.performance,
                r.accessibility,
                r.bestPractices,
                r.seo,
                Math.round(r.lcpMs),
                Math.round(r.tbtMs),
                r.cls.toFixed(3),
                (r.bytes / KB).toFixed(1),
                (r.scriptBytes / KB).toFixed(1),
              ]
                .map((v) => String(v).padStart(8))
                .join(''),
          );
        }
        console.log('');
        for (const page of PAGES) {
          const r = results[page];
          check(
            `${page} performance`,
            r.performance,
            `≥ ${TARGETS.performance}`,
            r.performance >= TARGETS.performance,
          );
          check(`${page} SEO`, r.seo, `${TARGETS.seo}`, r.seo >= TARGETS.seo);
          check(
            `${page} accessibility`,
            r.accessibility,
            `≥ ${TARGETS.accessibility}`,
            r.accessibility >= TARGETS.accessibility,
          );
          check(
            `${page} best practices`,
            r.bestPractices,
            `${TARGETS.bestPractices}`,
            r.bestPractices >= TARGETS.bestPractices,
          );
          check(
            `${page} total blocking time (ms)`,
            Math.round(r.tbtMs),
            `≤ ${TARGETS.tbtMs}`,
            r.tbtMs <= TARGETS.tbtMs,
          );
          check(`${page} CLS`, r.cls.toFixed(3), `≤ ${TARGETS.cls}`, r.cls <= TARGETS.cls);
        }
        const lcpRatio = results['/'].lcpMs / results[STATIC_COPY].lcpMs;
        check(
          'landing LCP / static copy LCP',
          lcpRatio.toFixed(2),
          `≤ ${TARGETS.lcpRatio}`,
          lcpRatio <= TARGETS.lcpRatio,
        );
        const first = results['/'];
        check(
          'first visit of / (KB, compressed)',
          (first.bytes / KB).toFixed(1),
          `≤ ${TARGETS.firstVisitBytes / KB}`,
          first.bytes <= TARGETS.firstVisitBytes,
        );
        check(
          '  of which JavaScript (KB)',
          (first.scriptBytes / KB).toFixed(1),
          `≤ ${TARGETS.firstVisitScriptBytes / KB}`,
          first.scriptBytes <= TARGETS.firstVisitScriptBytes,
        );
        // The page itself (a 304 when nothing changed) and the visitor's session, which no cache may answer.
        const repeat = await repeatVisitBytes(`${stack.urls.shell}/`);
        const onlyHtml = repeat.transfers.every(
          (t) => t.url === `${stack.urls.shell}/` || t.url === `${stack.urls.api}/auth/session`,
        );
        check(
          'repeat visit of /: only the HTML and the session',
          `${repeat.transfers.length} (${(repeat.bytes / KB).toFixed(1)} KB)`,
          'HTML only',
          onlyHtml,
        );
        if (!onlyHtml) for (const t of repeat.transfers) console.log(`    ${t.bytes} B  ${t.url}`);
      } finally {
        await chrome.kill();
      }
    },
  );
  finish();
}

runBench(main);
