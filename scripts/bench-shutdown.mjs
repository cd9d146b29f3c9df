// npm run bench:shutdown — no request lost while one of three API instances is stopped with SIGTERM under load.
// Starts the embedded engine as a server (its CLI), three API processes on it, and HAProxy (Debian's package) in front
// of them, checking each instance's /health/ready; runs a steady load of GET /health/live and GET /pricings through
// HAProxy, sends SIGTERM to one instance halfway, and counts the answers that were not 200 and the connection errors.
// Prints the figures with their targets; BENCH_STRICT=1 exits non-zero when one is missed. Needs `haproxy` on PATH.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { ensureBuilt, root } = require('./lib/build.cjs');
const { freePort } = require('./lib/stack.cjs');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DRAIN_MS = Number(process.env.BENCH_DRAIN_MS ?? 2000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function start(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (child.output += chunk));
  return child;
}

async function until(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

ensureBuilt({ only: ['contracts', 'embedded-mongo', 'api'] });
/** The health paths every instance answers, from the endpoint catalogue's build. */
const { HEALTH_ENDPOINTS } = require(path.join(root, 'contracts/dist/endpoints/health.js'));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-shutdown-'));
const children = [];
try {
  const engine = start(process.execPath, [
    path.join(root, 'embedded-mongo', 'dist', 'cli.js'),
    '--port',
    '0',
    '--dbpath',
    path.join(folder, 'db'),
    '--quiet',
  ]);
  children.push(engine);
  await until(async () => /mongodb:\/\//.test(engine.output), 'the engine starting');
  const mongoUri = /mongodb:\/\/\S+/.exec(engine.output)[0];

  const ports = [await freePort(), await freePort(), await freePort()];
  const apis = ports.map((port) =>
    start(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
      NODE_ENV: 'test',
      PORT: String(port),
      MONGODB_URI: mongoUri,
      DATA_DIR: path.join(folder, `api-${port}`),
      SEED_DEMO: 'true',
      PAYPAL_MODE: 'simulator',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_GRACE_MS: '20000',
    }),
  );
  children.push(...apis);
  for (const port of ports)
    await until(
      async () => (await fetch(`http://127.0.0.1:${port}${HEALTH_ENDPOINTS.ready.path}`)).status === 200,
      `the API on ${port} being ready`,
    );

  const proxyPort = await freePort();
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      // No retries: a request sent to an instance that no longer listens fails, so only the drain delay saves it.
      '  retries 0',
      'frontend site',
      `  bind 127.0.0.1:${proxyPort}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      `  option httpchk GET ${HEALTH_ENDPOINTS.ready.path}`,
      // The drain delay covers one failed check at this interval, with room to spare.
      ...ports.map((port, i) => `  server api${i} 127.0.0.1:${port} check inter 250ms fall 1 rise 2`),
      '',
    ].join('\n'),
  );
  const proxy = start('haproxy', ['-db', '-f', config]);
  children.push(proxy);
  await until(
    async () => (await fetch(`http://127.0.0.1:${proxyPort}${HEALTH_ENDPOINTS.live.path}`)).status === 200,
    'HAProxy answering',
  );

  let stopped;
  const stopping = sleep((SECONDS * 1000) / 2).then(async () => {
    apis[0].kill('SIGTERM');
    stopped = await exited(apis[0]);
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${proxyPort}`,
    connections: 16,
    duration: SECONDS,
    requests: [
      { method: 'GET', path: '/pricings' },
      { method: 'GET', path: HEALTH_ENDPOINTS.live.path },
    ],
  });
  await stopping;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `requests through HAProxy to three API instances, one stopped with SIGTERM halfway (${SECONDS} s):`,
  );
  console.log(
    `  answered ${result.requests.total}, failed ${failed} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}); target 0`,
  );
  console.log(`  the stopped instance exited with ${stopped}; target 0`);
  console.log(`  p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  if (process.env.BENCH_STRICT === '1' && (failed > 0 || stopped !== 0)) process.exitCode = 1;
} finally {
  for (const child of children.reverse())
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  fs.rmSync(folder, { recursive: true, force: true });
}
