// One Lighthouse audit as the web benchmarks run it (mobile preset, its default simulated throttling, on a Chromium
// the caller launched), reduced to the figures they print; shared by bench:web and bench:signed-in.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const KB = 1024;
/** Lighthouse's simulated figures move from run to run with what the observed load happened to overlap; the median
 * of several runs is what its authors advise reporting. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Where each Lighthouse report is written as JSON when BENCH_REPORTS names a folder, to look into a figure. */
const REPORTS = process.env.BENCH_REPORTS;
let reportCount = 0;

/**
 * How many rounds of requests the page made after its HTML before its largest paint (as observed, unthrottled): the
 * longest series of requests each started after the one before it had ended. Lighthouse's own critical request
 * chains count only requests of high priority, which leaves out the deferred scripts such a series is made of.
 */
function requestRounds(requests, lcpMs) {
  const before = requests
    .filter((r) => r.resourceType !== 'Document' && r.networkRequestTime < lcpMs)
    .sort((a, b) => a.networkEndTime - b.networkEndTime);
  const depth = [];
  before.forEach((request, i) => {
    const previous = before.slice(0, i).filter((other) => other.networkEndTime <= request.networkRequestTime);
    depth[i] = 1 + Math.max(0, ...previous.map((other) => depth[before.indexOf(other)]));
  });
  return Math.max(0, ...depth);
}

/**
 * Audits one page. `headers` go with every request the page makes (a session cookie); the figures a report gives
 * per element (what shifted) are kept beside the numbers in `shifted`.
 */
export async function audit(url, port, headers) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    ...(headers && { extraHeaders: headers }),
  });
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = `${++reportCount}-${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
    fs.writeFileSync(path.join(REPORTS, name), report);
  }
  const audits = lhr.audits;
  const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    scriptBytes: scripts?.transferSize ?? 0,
    rounds: requestRounds(
      audits['network-requests'].details.items,
      audits.metrics.details.items[0].observedLargestContentfulPaint,
    ),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Each numeric figure's median over RUNS audits of the page. */
export async function medianAudit(url, port, headers) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url, port, headers));
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [
      key,
      typeof runs[0][key] === 'number' ? median(runs.map((r) => r[key])) : runs[0][key],
    ]),
  );
}
