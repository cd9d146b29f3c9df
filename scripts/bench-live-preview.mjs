// npm run bench:live-preview — how fast the live preview follows typing: builds for production, starts the whole
// stack, signs in as the admin and types 200 characters into the banner heading without the live preview and 200
// with it, in eight runs of 50 alternating as ABBA BAAB (so that neither state comes first more often, on a warmer
// page, and a machine whose load drifts or bursts during the bench weighs on both alike), each run after a few
// unmeasured keys in the same state. Prints the time from each key press to the frame's
// painted change (p50, p95) and the form's own input latency (key press to the editor's next paint) with and without
// the preview, each run's too, and the machine's load average before and after. BENCH_TRACE=<file> also writes a
// Chrome trace of the runs (chrome://tracing, DevTools' Performance panel; `node scripts/live-preview-trace.mjs <file>`
// reads it key by key). BENCH_STRICT=1 exits non-zero when a
// target is missed. Nothing is saved: the form is left unsubmitted.
/* global document, window, requestAnimationFrame -- instrument() and the evaluated readers run in the page */
import os from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { measureStack, runBench } = require('./lib/bench-stack.cjs');
const { targetReport } = require('./lib/bench-targets.cjs');
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Measured keys in each state. */
const CHARACTERS = Number(process.env.BENCH_CHARACTERS ?? 200);
/** Keys typed before each run and not measured: the page's code has run for this state before it is timed. */
const WARM_UP_CHARACTERS = 20;
/** Each state measured four times, in both orders: without, with, with, without, with, without, without, with. */
const RUNS = [false, true, true, false, true, false, false, true].map((withPreview) => ({ withPreview }));
const RUN_CHARACTERS = Math.ceil(CHARACTERS / (RUNS.length / 2));
// A brisk typist: a key every 60 ms (about 100 words a minute).
const KEY_INTERVAL_MS = 60;
const TARGETS = { previewP95Ms: 150, inputSlowdown: 1.1 };
const FRAME = 'iframe[title="Live preview of the public page"]';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * Records, in the editor's page, each key's time and the editor's next paint after it (a frame's callback, then a
 * task: the frame has been painted by then); with the preview, also when the frame first painted each length of the
 * heading. A same-origin frame runs on the editor's event loop, so one clock serves both.
 */
function instrument({ withPreview, frameSelector }) {
  const field = document.activeElement;
  const record = { keys: [], inputPaints: [], previewPaints: new Map() };
  window.__liveBench = record;
  const listening = new AbortController();
  window.__liveBenchStop = () => {
    listening.abort();
    performance.mark('live-bench:end');
  };
  performance.mark('live-bench:start');
  field.addEventListener(
    'keydown',
    (event) => {
      const index = record.keys.push(event.timeStamp) - 1;
      requestAnimationFrame(() => setTimeout(() => (record.inputPaints[index] = performance.now())));
    },
    { signal: listening.signal },
  );
  if (!withPreview) return;
  const frame = document.querySelector(frameSelector);
  const heading = frame.contentDocument.querySelector('#hero-heading');
  const observer = new frame.contentWindow.MutationObserver(() => {
    const length = heading.textContent.length;
    frame.contentWindow.requestAnimationFrame(() =>
      setTimeout(() => {
        if (!record.previewPaints.has(length)) record.previewPaints.set(length, performance.now());
      }),
    );
  });
  observer.observe(heading, { childList: true, characterData: true, subtree: true });
  listening.signal.addEventListener('abort', () => observer.disconnect());
}

/** The renderer's counters that this page and its frame share (one process, one thread): what lives, what each key costs. */
const LIVING = ['Documents', 'Frames', 'Nodes', 'JSEventListeners'];
const PER_KEY = ['LayoutCount', 'RecalcStyleCount'];

/** How many of the frame's top-level parts it does not render now (out of view, `content-visibility: auto`). */
function skippedParts(root) {
  const parts = [...root.querySelectorAll('section, header, footer')].filter(
    (part) => !part.parentElement.closest('section, header, footer'),
  );
  // A part skipped by `content-visibility: auto` is itself rendered (its box); what is inside it is not.
  const skipped = parts.filter(
    (part) => part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
  );
  return `frame's parts skipped: ${skipped.length} of ${parts.length}`;
}

async function pageMetrics(session) {
  // Garbage collected first, so that what lives is what is still referenced.
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}

/** What lives after a run (after garbage collection), its heap, and the layouts and style recalculations per key. */
function metricsLine({ before, after }, keys) {
  const living = LIVING.map((name) => `${name} ${after[name]}`).join(', ');
  const heap = `heap ${(after.JSHeapUsedSize / 2 ** 20).toFixed(1)} MiB`;
  const perKey = PER_KEY.map(
    (name) => `${name} ${((after[name] - before[name]) / keys).toFixed(1)}/key`,
  ).join(', ');
  return `after: ${living}, ${heap}; ${perKey}`;
}

const TEXT = 'Live preview keeps up with typing. '.repeat(10);

async function typeInto(page, { withPreview }) {
  const field = page.getByLabel('Banner Heading');
  await field.fill('');
  await field.focus();
  await page.keyboard.type(TEXT.slice(0, WARM_UP_CHARACTERS), { delay: KEY_INTERVAL_MS });
  await field.fill('');
  await page.waitForTimeout(300);
  await page.evaluate(instrument, { withPreview, frameSelector: FRAME });
  await page.keyboard.type(TEXT.slice(0, RUN_CHARACTERS), { delay: KEY_INTERVAL_MS });
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    window.__liveBenchStop();
    const { keys, inputPaints, previewPaints } = window.__liveBench;
    const input = keys.map((time, index) => inputPaints[index] - time);
    // Key i makes the heading i + 1 characters long; a key whose length was never painted alone (typed while the
    // previous update was on its way) is shown by the first longer heading painted.
    const lengths = [...previewPaints.keys()].sort((a, b) => a - b);
    const preview = keys.map((time, index) => {
      const shown = lengths.find((length) => length >= index + 1);
      return shown === undefined ? Number.POSITIVE_INFINITY : previewPaints.get(shown) - time;
    });
    return { input, preview };
  });
}

async function main() {
  const { check, finish } = targetReport({ labelWidth: 48, valueWidth: 8 });
  await measureStack(
    'live-preview',
    () => ({}),
    async ({ stack }) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${stack.urls.shell}/login`);
        await page.getByLabel('Email').fill(stack.admin.email);
        await page.getByLabel('Password').fill(stack.admin.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL('**/dashboard');
        await page.goto(`${stack.urls.shell}/edit-banner`);
        await page.getByRole('link', { name: 'Edit Banner' }).click();
        await page.waitForURL(/\/banner\/[0-9a-f]{24}$/);

        const load = () =>
          os
            .loadavg()
            .map((average) => average.toFixed(2))
            .join(' ');
        const loads = [load()];
        if (process.env.BENCH_TRACE)
          await browser.startTracing(page, { path: process.env.BENCH_TRACE, screenshots: false });
        const browserSide = await context.newCDPSession(page);
        await browserSide.send('Performance.enable');
        let open = false;
        for (const run of RUNS) {
          if (run.withPreview !== open) {
            await page.getByRole('button', { name: 'Live preview' }).click();
            open = run.withPreview;
            if (open) {
              await page.frameLocator(FRAME).getByText('Live preview: outlined parts are unsaved.').waitFor();
              await page.frameLocator(FRAME).locator('#hero-heading').waitFor();
            } else await page.locator(FRAME).waitFor({ state: 'detached' });
          }
          const before = await pageMetrics(browserSide);
          Object.assign(run, await typeInto(page, run), { load: load() });
          run.metrics = { before, after: await pageMetrics(browserSide) };
          if (open) run.skipped = await page.frameLocator(FRAME).locator(':root').evaluate(skippedParts);
        }
        if (process.env.BENCH_TRACE) await browser.stopTracing();
        loads.push(load());

        const measured = (withPreview) => RUNS.filter((run) => run.withPreview === withPreview);
        const pooled = (runs, key) => runs.flatMap((run) => run[key]);
        const previewP50 = percentile(pooled(measured(true), 'preview'), 50);
        const previewP95 = percentile(pooled(measured(true), 'preview'), 95);
        const inputWithout = percentile(pooled(measured(false), 'input'), 50);
        const inputWith = percentile(pooled(measured(true), 'input'), 50);
        const rows = [
          ['key to painted preview, p50 (ms)', previewP50.toFixed(1), '', true],
          [
            'key to painted preview, p95 (ms)',
            previewP95.toFixed(1),
            `≤ ${TARGETS.previewP95Ms}`,
            previewP95 <= TARGETS.previewP95Ms,
          ],
          ['form input latency without preview, p50 (ms)', inputWithout.toFixed(1), '', true],
          ['form input latency with preview, p50 (ms)', inputWith.toFixed(1), '', true],
          [
            'form input latency, with / without',
            (inputWith / inputWithout).toFixed(2),
            `≤ ${TARGETS.inputSlowdown}`,
            inputWith / inputWithout <= TARGETS.inputSlowdown,
          ],
        ];
        console.log(
          `${RUN_CHARACTERS} characters a run (after ${WARM_UP_CHARACTERS} unmeasured), ${RUNS.length} runs, a key every ${KEY_INTERVAL_MS} ms, ${os.cpus().length} cores`,
        );
        for (const [index, run] of RUNS.entries()) {
          const preview = run.withPreview
            ? `, preview p50 ${percentile(run.preview, 50).toFixed(1)} p95 ${percentile(run.preview, 95).toFixed(1)} ms`
            : '';
          console.log(
            `run ${index + 1} ${run.withPreview ? 'with   ' : 'without'} preview: input p50 ${percentile(run.input, 50).toFixed(1)} p95 ${percentile(run.input, 95).toFixed(1)} ms${preview} (load after: ${run.load})`,
          );
          console.log(
            `      ${metricsLine(run.metrics, RUN_CHARACTERS)}${run.skipped ? `; ${run.skipped}` : ''}`,
          );
        }
        console.log(`load average (1, 5, 15 min) before: ${loads[0]}, after: ${loads[1]}`);
        for (const [label, value, target, met] of rows)
          if (target) check(label, value, target, met);
          else console.log(`${label.padEnd(48)} ${value.padStart(8)}`);
        await context.close();
      } finally {
        await browser.close();
      }
    },
  );
  finish();
}

runBench(main);
