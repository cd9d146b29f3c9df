// npm run bench:deploy — the reference deployment (deploy/: nginx as the edge, two shell servers, two API instances,
// the engine, each on its own loopback address with its own command) and what one team's pipeline costs:
// - the time from a cold start of the whole deployment (no process running, an empty database, builds in place) to
//   the first server-rendered `/` through the edge;
// - server-rendered `/` through the edge against the same page from the same two shell servers directly, 16
//   connections for BENCH_SECONDS (10) each, twice in turn; target: the edge costs at most 10% of the throughput;
// - `npm run bench:scale`'s mixed workload through the edge for BENCH_DEPLOY_MS (60 s), after BENCH_DEPLOY_WARMUP_MS
//   (10 s) of it unmeasured, with BENCH_DEPLOY_CLIENTS (24) clients;
// - each slice's own test run, `npm test -w @agency/<slice>` (BENCH_DEPLOY_SLICES, a comma-separated list; every
//   slice of config/slice-api-tests.cjs unless set, none when empty), beside the whole suite's: a recorded figure in
//   BENCH_DEPLOY_WHOLE_SUITE_S (seconds, e.g. from a CI run), or run here with BENCH_DEPLOY_WHOLE_SUITE=1 (about
//   30 minutes); otherwise left out.
// Runs with the TypeScript helpers loaded (config/swc-register.cjs); BENCH_STRICT=1 fails on a missed target.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { SITE_HOST, startReferenceDeployment } = require('./lib/reference-deployment.ts');
// The bench's own clients reach the site by its name, as the API processes do (the edge's loopback address).
process.env.DEPLOYMENT_SITE_HOST = SITE_HOST;
require('./lib/resolve-site-host.cjs');
const { prepareWorkload, runWorkload } = require('./lib/scale-workload.ts');
const { reportWorkload, loadAverage } = require('./lib/workload-report.cjs');
const { watchProcessCpu, stackProcessKind } = require('./lib/process-cpu.cjs');
const { runBench } = require('./lib/bench-stack.cjs');
const { targetReport } = require('./lib/bench-targets.cjs');
const { ensureBuilt, root } = require('./lib/build.cjs');
const { sliceApiTests } = require('../config/slice-api-tests.cjs');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKLOAD_MS = Number(process.env.BENCH_DEPLOY_MS ?? 60_000);
const WARMUP_MS = Number(process.env.BENCH_DEPLOY_WARMUP_MS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_DEPLOY_CLIENTS ?? 24);
const SLICES =
  process.env.BENCH_DEPLOY_SLICES === undefined
    ? Object.keys(sliceApiTests)
    : process.env.BENCH_DEPLOY_SLICES.split(',').filter(Boolean);
const TARGETS = { edgeCost: 0.1 };
/** What only a page rendered on the server carries: the reads it was made from, for the browser to hydrate. */
const SERVER_RENDERED = '<script id="page-state" type="application/json">';

/** Polls `/` through the edge until a page rendered on the server comes back. */
async function untilServerRendered(siteUrl) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const html = await fetch(`${siteUrl}/`)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '');
    if (html.includes(SERVER_RENDERED)) return;
    if (Date.now() > deadline) throw new Error('no server-rendered / within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `/` under 16 connections for `seconds`, spread over `urls`, sent as a browser of `siteUrl` sends it. */
async function throughput(urls, seconds, siteUrl) {
  const result = await autocannon({
    url: urls,
    connections: 16,
    duration: seconds,
    headers: { host: new URL(siteUrl).host, 'accept-encoding': 'br, gzip' },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** Runs a command from the repository's root; resolves with its wall time and its `N passed, N failed` line. */
function timed(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const summary = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
      resolve({
        seconds: (performance.now() - started) / 1000,
        code,
        summary: summary ? summary[0] : output.split('\n').slice(-5).join(' '),
      });
    });
  });
}

/** Starts the deployment, measures it and stops it; resolves with the figures the targets are checked on. */
async function measureDeployment() {
  ensureBuilt();
  console.log(`load average before: ${loadAverage()}`);
  const started = performance.now();
  const deployment = await startReferenceDeployment({
    // The workload's virtual clients sign in often: the limit is not what this measures.
    apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    paypalOrders: true,
  });
  try {
    const ready = performance.now();
    await untilServerRendered(deployment.siteUrl);
    const firstPage = performance.now();
    console.log(
      `\nCold start to the first server-rendered / through the edge: ${((firstPage - started) / 1000).toFixed(1)} s` +
        ` (every server answering its health check after ${((ready - started) / 1000).toFixed(1)} s)`,
    );

    const edge = [`${deployment.edge.url}/`];
    const direct = deployment.shellUrls.map((url) => `${url}/`);
    const load = (urls, seconds) => throughput(urls, seconds, deployment.siteUrl);
    // Each path warmed, then each measured twice in turn, so a change in the machine's load falls on both.
    await load(direct, 3);
    await load(edge, 3);
    const runs = { direct: [], edge: [] };
    for (let round = 0; round < 2; round++) {
      runs.direct.push(await load(direct, SECONDS));
      runs.edge.push(await load(edge, SECONDS));
    }
    const mean = (list, key) => list.reduce((sum, run) => sum + run[key], 0) / list.length;
    const directRps = mean(runs.direct, 'rps');
    const edgeRps = mean(runs.edge, 'rps');
    console.log(
      `\nServer-rendered /, 16 connections, ${SECONDS} s × 2 each:` +
        `\n  the two shell servers directly: ${directRps.toFixed(0)} req/s, p99 ${mean(runs.direct, 'p99').toFixed(0)} ms, failed ${runs.direct.reduce((sum, run) => sum + run.failed, 0)}` +
        `\n  through the edge:               ${edgeRps.toFixed(0)} req/s, p99 ${mean(runs.edge, 'p99').toFixed(0)} ms, failed ${runs.edge.reduce((sum, run) => sum + run.failed, 0)}`,
    );

    const target = {
      siteUrl: deployment.siteUrl,
      apiUrl: deployment.apiPublicUrl,
      admin: deployment.admin,
    };
    const setup = await prepareWorkload(target);
    if (WARMUP_MS > 0) await runWorkload(target, setup, { durationMs: WARMUP_MS, clients: CLIENTS });
    const cpu = watchProcessCpu(stackProcessKind);
    const result = await runWorkload(target, setup, { durationMs: WORKLOAD_MS, clients: CLIENTS });
    reportWorkload(`\nThe mixed workload of bench:scale through the edge (${CLIENTS} clients)`, {
      ...result,
      cpuSeconds: cpu.stop(),
    });
    return { edgeShare: edgeRps / directRps, unexpected: result.unexpected.length };
  } catch (error) {
    console.log(deployment.logs.slice(-30).join('\n'));
    throw error;
  } finally {
    await deployment.stop();
  }
}

async function measureTestRuns() {
  if (SLICES.length === 0 && !process.env.BENCH_DEPLOY_WHOLE_SUITE) return;
  console.log('\nEach slice’s own test run (its suites and the API contract tests it relies on):');
  for (const slice of SLICES) {
    const run = await timed('npm', ['test', '-w', `@agency/${slice}`]);
    console.log(
      `  npm test -w @agency/${slice.padEnd(13)} ${run.seconds.toFixed(0).padStart(5)} s  ${run.summary}` +
        ` (${sliceApiTests[slice]?.length ?? 'all'} API test files)`,
    );
  }
  if (process.env.BENCH_DEPLOY_WHOLE_SUITE === '1') {
    const run = await timed('npx', ['jest']);
    console.log(
      `  the whole suite (npx jest)         ${run.seconds.toFixed(0).padStart(5)} s  ${run.summary}`,
    );
  } else if (process.env.BENCH_DEPLOY_WHOLE_SUITE_S) {
    console.log(
      `  the whole suite, recorded         ${Number(process.env.BENCH_DEPLOY_WHOLE_SUITE_S).toFixed(0).padStart(5)} s  (BENCH_DEPLOY_WHOLE_SUITE_S)`,
    );
  } else {
    console.log(
      '  the whole suite: not run (BENCH_DEPLOY_WHOLE_SUITE=1 runs it; BENCH_DEPLOY_WHOLE_SUITE_S gives a recorded time)',
    );
  }
}

async function main() {
  const { edgeShare, unexpected } = await measureDeployment();
  // After the deployment stopped, so the test runs and the load never share the cores.
  await measureTestRuns();
  console.log('');
  const { check, finish } = targetReport({ labelWidth: 36, valueWidth: 6 });
  check(
    'edge ÷ direct throughput of /',
    edgeShare.toFixed(2),
    `≥ ${(1 - TARGETS.edgeCost).toFixed(2)}`,
    1 - edgeShare <= TARGETS.edgeCost,
  );
  check('workload: unexpected answers', unexpected, '0', unexpected === 0);
  finish();
}

runBench(main);
