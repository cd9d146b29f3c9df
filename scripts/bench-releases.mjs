// npm run bench:releases — the shell's web server through many releases of mfe-public, and its rendered landing
// page against the same HTML as a static file. Builds what is missing, starts the whole stack with mfe-public served
// from a copy of its build, then:
// - releases a new server build of mfe-public RELEASES times (each one new files and a manifest naming them, as an
//   upload to a CDN does) under a steady load of `/`, measuring the time from the release to the first HTML that
//   shows it, the requests that failed, and the web servers' resident memory after the 10th and the last release;
// - measures `/` rendered and the same HTML as a static file, with 16 connections each, in the same run.
// Prints each figure with its target; BENCH_STRICT=1 exits non-zero when a target is missed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { measureStack, runBench } = require('./lib/bench-stack.cjs');
const { root } = require('./lib/build.cjs');
const { targetReport } = require('./lib/bench-targets.cjs');
const { residentMemory: rss } = require('./lib/resident-memory.cjs');

const RELEASES = Number(process.env.BENCH_RELEASES ?? 200);
const REFRESH_MS = Number(process.env.SSR_REMOTE_REFRESH_MS ?? 1000);
const STATIC_COPY = '/static-landing.html';
const MiB = 1024 * 1024;
const TARGETS = { releaseDelayMs: REFRESH_MS + 500, failed: 0, rssGrowth: 30 * MiB, throughputRatio: 0.5 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Releases of mfe-public's server build in a folder the stack serves: each writes a copy of the landing page's chunk
 * that marks the page with the release's number, a container naming it, then the manifest naming the container.
 */
function releaser(publicDist) {
  const serverDir = path.join(publicDist, 'server');
  const manifestFile = path.join(serverDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entry = fs.readFileSync(path.join(serverDir, manifest.metaData.remoteEntry.name), 'utf8');
  const chunkName = fs
    .readdirSync(serverDir)
    .find((file) => /^__federation_expose_Landing\.[0-9a-f]{10}\.js$/.test(file));
  const oldHash = chunkName.split('.')[1];
  const chunk = fs.readFileSync(path.join(serverDir, chunkName), 'utf8');
  return (release) => {
    const hash = `e${release.toString(16).padStart(9, '0')}`;
    fs.writeFileSync(
      path.join(serverDir, `__federation_expose_Landing.${hash}.js`),
      chunk.replaceAll('"landing"', `"landing-${release}"`),
    );
    const entryName = `remoteEntry.${hash}.js`;
    fs.writeFileSync(path.join(serverDir, entryName), entry.replaceAll(oldHash, hash));
    manifest.metaData.remoteEntry.name = entryName;
    // Replaced whole, as an object store replaces an object: a manifest read mid-write would fail and keep the old
    // build for another refresh interval, which no CDN upload does.
    fs.writeFileSync(`${manifestFile}.next`, JSON.stringify(manifest));
    fs.renameSync(`${manifestFile}.next`, manifestFile);
    return `data-page="landing-${release}"`;
  };
}

/** Polls `/` until its HTML carries `marker`; the milliseconds that took. A failed poll counts in `failures`. */
async function untilServed(url, marker, since, failures) {
  for (;;) {
    const html = await fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
      .catch((error) => {
        failures.push(`${marker}: ${error.cause?.code ?? error.message}`);
        return '';
      });
    if (html.includes(marker)) return Date.now() - since;
    if (Date.now() - since > 30_000) throw new Error(`${marker} was not served within 30 s`);
    await sleep(20);
  }
}

async function throughput(url) {
  const result = await autocannon({
    url,
    connections: 16,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const { check, finish } = targetReport({ labelWidth: 48, valueWidth: 12 });
  /** The copies of mfe-public's and the shell's builds the stack serves: releases and a static page go beside them. */
  const copies = (work) => ({ 'mfe-public': path.join(work, 'mfe-public'), shell: path.join(work, 'shell') });
  await measureStack(
    'releases',
    (work) => {
      for (const [app, copy] of Object.entries(copies(work)))
        fs.cpSync(path.join(root, app, 'dist'), copy, { recursive: true });
      return { roots: copies(work), rendering: { remoteRefreshMs: REFRESH_MS } };
    },
    async ({ stack, work, serverLog }) => {
      const { 'mfe-public': publicDist, shell: shellDist } = copies(work);
      const landing = `${stack.urls.shell}/`;
      await fetch(landing);
      const release = releaser(publicDist);
      const load = autocannon({ url: landing, connections: 4, duration: 3600 });
      const delays = [];
      const pollFailures = [];
      let rssAfter10 = 0;
      for (let number = 1; number <= RELEASES; number++) {
        const since = Date.now();
        delays.push(await untilServed(landing, release(number), since, pollFailures));
        if (number === 10) rssAfter10 = rss(stack.webPid);
        if (process.env.BENCH_VERBOSE && number % 5 === 0) {
          const fds = fs.readdirSync(`/proc/${stack.webPid}/fd`).map((fd) => {
            try {
              return fs
                .readlinkSync(`/proc/${stack.webPid}/fd/${fd}`)
                .replace(/:\[\d+\]/, '')
                .replace(/\/tmp\/[^/]+/, '');
            } catch {
              return '?';
            }
          });
          const kinds = {};
          for (const kind of fds) kinds[kind] = (kinds[kind] ?? 0) + 1;
          console.log(
            number,
            `${(rss(stack.webPid) / MiB).toFixed(0)} MiB`,
            JSON.stringify(kinds).slice(0, 300),
          );
        }
      }
      const rssAfterAll = rss(stack.webPid);
      load.stop();
      const steady = await load;
      const failed = steady.errors + steady.timeouts + steady.non2xx + pollFailures.length;
      for (const failure of pollFailures.slice(0, 5)) console.log(`  failed poll: ${failure}`);
      const problems = serverLog.filter(
        (line) => /error|exited|could not|instead/i.test(line) && !/is already registered/.test(line),
      );
      for (const line of problems.slice(0, 10)) console.log(`  server: ${line}`);

      // The same HTML as a static file, served by the same server: what a page kept ready could cost at best.
      fs.writeFileSync(path.join(shellDist, STATIC_COPY), await (await fetch(landing)).text());
      await fetch(`${stack.urls.shell}${STATIC_COPY}`);
      const rendered = await throughput(landing);
      const file = await throughput(`${stack.urls.shell}${STATIC_COPY}`);

      const sorted = [...delays].sort((a, b) => a - b);
      const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
      console.log(`\n${RELEASES} releases of mfe-public under load of / (refresh interval ${REFRESH_MS} ms)`);
      console.log(`  release to new HTML: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)} ms`);
      console.log(
        `  requests under load: ${steady.requests.total ?? steady.requests.sent}, failed ${failed}`,
      );
      console.log(
        `\n/ rendered: ${rendered.rps.toFixed(0)} req/s, p99 ${rendered.p99} ms, failed ${rendered.failed}`,
      );
      console.log(
        `${STATIC_COPY}: ${file.rps.toFixed(0)} req/s, p99 ${file.p99} ms, failed ${file.failed}\n`,
      );
      check(
        'release to new HTML, slowest (ms)',
        sorted.at(-1),
        `≤ ${TARGETS.releaseDelayMs}`,
        sorted.at(-1) <= TARGETS.releaseDelayMs,
      );
      check('failed requests during the releases', failed, `${TARGETS.failed}`, failed === TARGETS.failed);
      check(
        `web server RSS after 10 → ${RELEASES} releases (MiB)`,
        `${(rssAfter10 / MiB).toFixed(0)} → ${(rssAfterAll / MiB).toFixed(0)}`,
        `+≤ ${TARGETS.rssGrowth / MiB}`,
        rssAfterAll - rssAfter10 <= TARGETS.rssGrowth,
      );
      if (process.env.BENCH_VERBOSE) {
        const takeovers = serverLog.filter((line) => /render thread took over/.test(line)).length;
        console.log(`render threads replaced: ${takeovers}`);
      }
      if (process.env.BENCH_VERBOSE)
        console.log(
          serverLog
            .filter(
              (line) =>
                !/is already registered|now rendering its new build|render thread took over/.test(line),
            )
            .map((line) => line.replace(/http:\/\/127\.0\.0\.1:\d+/g, ''))
            .filter((line, index, lines) => lines.indexOf(line) === index)
            .slice(-40)
            .join('\n'),
        );
      const ratio = rendered.rps / file.rps;
      check(
        'rendered / ÷ static file (16 connections)',
        ratio.toFixed(2),
        `≥ ${TARGETS.throughputRatio}`,
        ratio >= TARGETS.throughputRatio,
      );
    },
  );
  finish();
}

runBench(main);
