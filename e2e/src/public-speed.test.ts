// How fast the landing page fills, next to a static HTML copy of the same page served from this machine in the
// same run; how much the layout moves; and that its content comes with the server's HTML rather than from requests
// the browser makes. Results go to test-results/landing-speed.json.
import http from 'node:http';
import type { Page } from 'playwright-core';
import { newPage } from './browser';
import { useRunningSite } from './running-site';
import { close, listen } from './http-listen';
import { writeTestResult } from './scripts-lib';

const RUNS = 5;
const FILLED = '[data-page="landing"][data-state="filled"]';
const CONTENT_PATHS = [
  '/banner',
  '/service',
  '/service-items',
  '/about',
  '/counters',
  '/pricings',
  '/testimonialtext',
  '/testimonials',
  '/teamstext',
  '/teamitems',
  '/actions',
];

const site = useRunningSite();
let staticServer: http.Server;
let staticUrl: string;

/** Records, from the first frame on, when the landing page is in, when every section is filled, and the shifts. */
function observe() {
  const probe = { mounted: -1, filled: -1, shifts: [] as Array<{ at: number; value: number }> };
  (window as unknown as { __probe: typeof probe }).__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) probe.shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  let seen = false;
  const frame = () => {
    // The frame that inserts the page may itself shift what the shell showed before; count from the next one.
    if (seen && probe.mounted < 0) probe.mounted = performance.now();
    seen ||= !!document.querySelector('[data-page="landing"]');
    if (probe.filled < 0 && document.querySelector('[data-page="landing"][data-state="filled"]'))
      probe.filled = performance.now();
    if (probe.filled < 0 || probe.mounted < 0) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

interface Run {
  filledMs: number;
  cls: number;
  clsAfterMount: number;
  contentStartMs?: number;
  contentEndMs?: number;
  remoteCodeEndMs?: number;
  /** When each content request started. */
  contentStarts: number[];
}

async function measure(page: Page, url: string): Promise<Run> {
  await page.addInitScript(observe);
  await page.goto(url);
  await page.locator(FILLED).waitFor();
  await page.waitForFunction(() => {
    const { filled, mounted } = (window as unknown as { __probe: { filled: number; mounted: number } })
      .__probe;
    return filled >= 0 && mounted >= 0;
  });
  await page.waitForTimeout(300);
  return page.evaluate(
    ({ contentPaths, remoteOrigin }) => {
      const probe = (
        window as unknown as {
          __probe: { mounted: number; filled: number; shifts: Array<{ at: number; value: number }> };
        }
      ).__probe;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const content = resources.filter((entry) => contentPaths.includes(new URL(entry.name).pathname));
      const remoteCode = resources.filter(
        (entry) => entry.name.startsWith(remoteOrigin) && /\.(js|css)$/.test(new URL(entry.name).pathname),
      );
      const sum = (shifts: Array<{ value: number }>) =>
        shifts.reduce((total, shift) => total + shift.value, 0);
      return {
        filledMs: probe.filled,
        cls: sum(probe.shifts),
        clsAfterMount: sum(probe.shifts.filter((shift) => shift.at >= probe.mounted)),
        contentStartMs: content.length ? Math.min(...content.map((entry) => entry.startTime)) : undefined,
        contentEndMs: content.length ? Math.max(...content.map((entry) => entry.responseEnd)) : undefined,
        remoteCodeEndMs: remoteCode.length
          ? Math.max(...remoteCode.map((entry) => entry.responseEnd))
          : undefined,
        contentStarts: content.map((entry) => entry.startTime),
      };
    },
    { contentPaths: CONTENT_PATHS, remoteOrigin: site.stack.urls['mfe-public'] },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

beforeAll(async () => {
  // The static copy: the filled page's markup and the very same stylesheets and images, without any script.
  const { context, page } = await newPage(site.browser);
  await page.goto(site.stack.urls.shell);
  await page.locator(FILLED).waitFor();
  const { styles, root } = await page.evaluate(() => ({
    styles: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
      (link) => link.href,
    ),
    root: document.getElementById('root')?.innerHTML ?? '',
  }));
  await context.close();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base href="${site.stack.urls.shell}/"><title>Static copy</title>${styles
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('')}</head><body><div id="root">${root}</div></body></html>`;
  staticServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(html);
  });
  staticUrl = `http://127.0.0.1:${await listen(staticServer, 0)}/`;
}, 120_000);

afterAll(async () => {
  if (staticServer) await close(staticServer);
});

test('the landing page fills without moving and without content requests, timed next to a static copy', async () => {
  const siteRuns: Run[] = [];
  const copy: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each time: a first visit, nothing cached.
    for (const [url, into] of [
      [site.stack.urls.shell, siteRuns],
      [staticUrl, copy],
    ] as const) {
      const { context, page } = await newPage(site.browser);
      into.push(await measure(page, url));
      await context.close();
    }
  }

  const report = {
    runs: RUNS,
    site: {
      filledMs: median(siteRuns.map((run) => run.filledMs)),
      cls: median(siteRuns.map((run) => run.cls)),
      clsAfterLandingMounted: median(siteRuns.map((run) => run.clsAfterMount)),
      contentRequestsStartMs: median(siteRuns.map((run) => run.contentStartMs ?? NaN)),
      contentRequestsEndMs: median(siteRuns.map((run) => run.contentEndMs ?? NaN)),
      remoteCodeEndMs: median(siteRuns.map((run) => run.remoteCodeEndMs ?? NaN)),
    },
    staticCopy: {
      filledMs: median(copy.map((run) => run.filledMs)),
      cls: median(copy.map((run) => run.cls)),
    },
    allRuns: { site: siteRuns, staticCopy: copy },
  };
  writeTestResult('landing-speed.json', report);
  console.log(
    `landing filled: ${report.site.filledMs.toFixed(0)} ms (static copy ${report.staticCopy.filledMs.toFixed(0)} ms); ` +
      `CLS ${report.site.cls.toFixed(3)} (${report.site.clsAfterLandingMounted.toFixed(3)} once the landing page is in)`,
  );

  for (const run of siteRuns) {
    // The server rendered the page with its content and handed the reads over: the browser asks for none of them.
    expect(run.contentStarts).toEqual([]);
    // Nothing moves once the page is in.
    expect(run.clsAfterMount).toBeLessThan(0.05);
  }
  expect(report.site.filledMs).toBeLessThan(10_000);
});
