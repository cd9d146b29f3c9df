// npm run bench:scale — the multi-instance test's mixed workload for a minute (BENCH_SCALE_MS) on one API instance
// and on three behind HAProxy, with the same shell servers (BENCH_SCALE_SHELLS, two) in both runs and each run
// warmed up first (BENCH_SCALE_WARMUP_MS), killing one of the three instances (SIGKILL) halfway and starting it again
// (BENCH_SCALE_KILL=0 does not). Prints, for each, the requests answered per second and p50/p99 latency per request
// kind, the requests left unanswered (the balancer lost their instance), each kind of write acknowledged, found in
// the database afterwards and stored twice, and the CPU seconds each kind of process spent (per answered request),
// which says where the time goes when the two runs differ. The balancer listens on BENCH_SCALE_HOST (127.0.0.1) at
// BENCH_SCALE_API_PORT and BENCH_SCALE_SITE_PORT, the API instances on BENCH_SCALE_INSTANCE_PORTS (comma-separated);
// a port not set is any free one.
// Targets: three instances lose and double no acknowledged write, killed or not; without the kill they keep at least
// 0.85× one instance's throughput where they share two cores (three API processes and the rest cannot out-serve one
// there), and at least 1× where each instance has a core of its own; with a kill the ratio is shown, not judged.
// With BENCH_STRICT=1 a missed target or an unexpected answer fails the run.
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
const { startScaleCluster } = require('./lib/scale-cluster.ts');
const { prepareWorkload, runWorkload } = require('./lib/scale-workload.ts');
const { readStoredWrites } = require('./lib/stored-writes.ts');
const { reportWorkload, loadAverage } = require('./lib/workload-report.cjs');
const { watchProcessCpu, stackProcessKind } = require('./lib/process-cpu.cjs');

const DURATION_MS = Number(process.env.BENCH_SCALE_MS ?? 60_000);
const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS ?? 24);
/** Shell servers behind the balancer in both runs, so the two differ only in their API instances. */
const SHELL_SERVERS = Number(process.env.BENCH_SCALE_SHELLS ?? 2);
/**
 * The same workload run first, unmeasured, so each API process has compiled its hot paths (V8 optimises a function
 * after many calls, and three instances each see a third of them) and the figures compare running services.
 */
const WARMUP_MS = Number(process.env.BENCH_SCALE_WARMUP_MS ?? 10_000);
/** BENCH_SCALE_KILL=0 leaves the three instances running (to see what the kill and restart cost). */
const KILL = process.env.BENCH_SCALE_KILL !== '0';
const HOST = process.env.BENCH_SCALE_HOST ?? '127.0.0.1';
const PORTS = {
  api: Number(process.env.BENCH_SCALE_API_PORT ?? 0),
  site: Number(process.env.BENCH_SCALE_SITE_PORT ?? 0),
  instances: (process.env.BENCH_SCALE_INSTANCE_PORTS ?? '').split(',').filter(Boolean).map(Number),
};

async function measure(apiInstances, shellServers) {
  const cluster = await startScaleCluster({
    apiInstances,
    shellServers,
    host: HOST,
    ports: PORTS,
    // The workload's virtual clients sign in often: the limit is not what this measures. Every content edit stays in
    // history, where the check afterwards looks for it.
    apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', CONTENT_HISTORY_VERSIONS: '1000000' },
  });
  try {
    const setup = await prepareWorkload(cluster);
    if (WARMUP_MS > 0) await runWorkload(cluster, setup, { durationMs: WARMUP_MS, clients: CLIENTS });
    const midway =
      apiInstances > 1 && KILL
        ? {
            afterMs: DURATION_MS / 2,
            run: async () => {
              await cluster.killApi(apiInstances - 1);
              await cluster.restartApi(apiInstances - 1);
            },
          }
        : undefined;
    const cpu = watchProcessCpu(stackProcessKind);
    const result = await runWorkload(cluster, setup, { durationMs: DURATION_MS, clients: CLIENTS, midway });
    const cpuSeconds = cpu.stop();
    return {
      ...result,
      cpuSeconds,
      stored: await readStoredWrites(cluster.databaseUri, result.acknowledged),
    };
  } finally {
    await cluster.stop();
  }
}

console.log(`load average before: ${loadAverage()}`);
const oneResult = await measure(1, SHELL_SERVERS);
const one = reportWorkload(`One API instance, ${SHELL_SERVERS} shell servers`, oneResult);
const threeResult = await measure(3, SHELL_SERVERS);
const three = reportWorkload(
  `Three API instances${KILL ? ' (one killed and restarted halfway)' : ''}, ${SHELL_SERVERS} shell servers`,
  threeResult,
);
const throughputTarget = os.availableParallelism() >= 3 ? 1 : 0.85;
console.log(
  `\nThroughput, three instances / one: ${(three / one).toFixed(2)}` +
    (KILL ? ' (one killed: the writes above are the target)' : ` (target ≥ ${throughputTarget.toFixed(2)})`),
);
const writesMissed = (result) =>
  Object.values(result.stored).some((count) => count.stored < count.acknowledged || count.doubled > 0);
const missed =
  (!KILL && three < throughputTarget * one) ||
  threeResult.unexpected.length > 0 ||
  writesMissed(oneResult) ||
  writesMissed(threeResult);
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
