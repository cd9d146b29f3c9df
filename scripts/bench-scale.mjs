// npm run bench:scale — the multi-instance test's mixed workload for a minute (BENCH_SCALE_MS) on one API instance
// and on three behind HAProxy (one shell server each time, two with three instances), killing one of the three
// instances (SIGKILL) halfway and starting it again. Prints, for each, the requests answered per second and p50/p99
// latency per request kind, what was acknowledged, and what the balancer lost with the killed instance.
// Target: three instances lose no acknowledged write and their throughput is not below one instance's; with
// BENCH_STRICT=1 a lower throughput or an unexpected answer fails the run.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startScaleCluster } = require('../e2e/src/scale-cluster.ts');
const { prepareWorkload, runWorkload, percentile } = require('../e2e/src/scale-workload.ts');

const DURATION_MS = Number(process.env.BENCH_SCALE_MS ?? 60_000);
const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS ?? 24);

async function measure(apiInstances, shellServers) {
  const cluster = await startScaleCluster({
    apiInstances,
    shellServers,
    // The workload's virtual clients sign in often: the limit is not what this measures.
    apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  try {
    const setup = await prepareWorkload(cluster);
    const midway =
      apiInstances > 1
        ? {
            afterMs: DURATION_MS / 2,
            run: async () => {
              await cluster.killApi(apiInstances - 1);
              await cluster.restartApi(apiInstances - 1);
            },
          }
        : undefined;
    return await runWorkload(cluster, setup, { durationMs: DURATION_MS, clients: CLIENTS, midway });
  } finally {
    await cluster.stop();
  }
}

function report(label, result) {
  const answered = Object.values(result.latencies).reduce((sum, values) => sum + values.length, 0);
  const throughput = answered / (result.durationMs / 1000);
  console.log(
    `\n${label}: ${throughput.toFixed(1)} requests/s answered over ${(result.durationMs / 1000).toFixed(1)} s`,
  );
  console.log('  kind            count      p50 ms     p99 ms');
  for (const [kind, values] of Object.entries(result.latencies))
    console.log(
      `  ${kind.padEnd(14)} ${String(values.length).padStart(6)} ${percentile(values, 0.5).toFixed(1).padStart(10)} ${percentile(values, 0.99).toFixed(1).padStart(10)}`,
    );
  const { acknowledged } = result;
  console.log(
    `  acknowledged: ${acknowledged.customers.length} sign-ups, ${acknowledged.orders.length} orders, ${acknowledged.captured.length} Orders v2 and ${acknowledged.paid.length} IPN payments, ${acknowledged.bannerHeadings.length} content edits, ${acknowledged.scheduled.length} scheduled drafts`,
  );
  console.log(`  unanswered (instance lost): ${JSON.stringify(acknowledged.unanswered)}`);
  const reasons = new Map();
  for (const error of result.errors) {
    const reason = error.split('\n').slice(0, 2).join(' ').slice(0, 90);
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, count] of reasons) console.log(`    ${count} × ${reason}`);
  console.log(`  unexpected answers: ${result.unexpected.length}`);
  for (const line of result.unexpected.slice(0, 5)) console.log(`    ${line}`);
  return throughput;
}

const one = report('One API instance, one shell server', await measure(1, 1));
const threeResult = await measure(3, 2);
const three = report(
  'Three API instances (one killed and restarted halfway), two shell servers',
  threeResult,
);
console.log(`\nThroughput, three instances / one: ${(three / one).toFixed(2)} (target ≥ 1.00)`);
const missed = three < one || threeResult.unexpected.length > 0;
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
