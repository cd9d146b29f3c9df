// npm run bench:scale — the multi-instance test's mixed workload for a minute (BENCH_SCALE_MS) on one API instance
// and on three behind HAProxy, with the same shell servers (BENCH_SCALE_SHELLS, two) in both runs and each run
// warmed up first (BENCH_SCALE_WARMUP_MS), killing one of the three instances (SIGKILL) halfway and starting it again
// (BENCH_SCALE_KILL=0 does not). Prints, for each, the requests answered per second and p50/p99 latency per request
// kind, what was acknowledged, what the balancer lost with the killed instance, and the CPU seconds each kind of
// process spent (per answered request), which says where the time goes when the two runs differ.
// Target: three instances lose no acknowledged write and their throughput is not below one instance's; with
// BENCH_STRICT=1 a lower throughput or an unexpected answer fails the run.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startScaleCluster } = require('./lib/scale-cluster.ts');
const { prepareWorkload, runWorkload } = require('./lib/scale-workload.ts');
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

async function measure(apiInstances, shellServers) {
  const cluster = await startScaleCluster({
    apiInstances,
    shellServers,
    // The workload's virtual clients sign in often: the limit is not what this measures.
    apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
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
    return { ...result, cpuSeconds: cpu.stop() };
  } finally {
    await cluster.stop();
  }
}

console.log(`load average before: ${loadAverage()}`);
const one = reportWorkload(
  `One API instance, ${SHELL_SERVERS} shell servers`,
  await measure(1, SHELL_SERVERS),
);
const threeResult = await measure(3, SHELL_SERVERS);
const three = reportWorkload(
  `Three API instances${KILL ? ' (one killed and restarted halfway)' : ''}, ${SHELL_SERVERS} shell servers`,
  threeResult,
);
console.log(`\nThroughput, three instances / one: ${(three / one).toFixed(2)} (target ≥ 1.00)`);
const missed = three < one || threeResult.unexpected.length > 0;
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
