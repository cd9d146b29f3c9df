// How a benchmark prints a run of the mixed workload (scripts/lib/scale-workload.ts): `bench:scale` and
// `bench:deploy` alike. Loaded under config/swc-register.cjs, which lets it read the workload's TypeScript.
const os = require('node:os');
const { percentile } = require('./scale-workload.ts');

/**
 * Prints the requests answered per second, p50/p99 latency per request kind, what was acknowledged, the requests left
 * unanswered, each kind of write acknowledged, stored and doubled when the run read them back (`result.stored`, see
 * stored-writes.ts), the unexpected answers and the CPU seconds each kind of process spent (`result.cpuSeconds`);
 * returns the throughput.
 */
function reportWorkload(label, result) {
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
  console.log(`  requests unanswered (their instance lost): ${JSON.stringify(acknowledged.unanswered)}`);
  const reasons = new Map();
  for (const error of result.errors) {
    const reason = error.split('\n').slice(0, 2).join(' ').slice(0, 90);
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, count] of reasons) console.log(`    ${count} × ${reason}`);
  if (result.stored) {
    console.log('  writes             acknowledged   stored     lost  doubled');
    for (const [kind, count] of Object.entries(result.stored))
      console.log(
        `  ${kind.padEnd(18)} ${String(count.acknowledged).padStart(12)} ${[
          count.stored,
          count.acknowledged - count.stored,
          count.doubled,
        ]
          .map((value) => String(value).padStart(8))
          .join(' ')}`,
      );
  }
  console.log(`  unexpected answers: ${result.unexpected.length}`);
  for (const line of result.unexpected.slice(0, 5)) console.log(`    ${line}`);
  const cpu = Object.entries(result.cpuSeconds).sort(([a], [b]) => a.localeCompare(b));
  const total = cpu.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(
    `  CPU seconds (ms per answered request): ${cpu
      .map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)} (${((seconds * 1000) / answered).toFixed(2)})`)
      .join(', ')}; total ${total.toFixed(1)} (${((total * 1000) / answered).toFixed(2)}) of ${(
      (result.durationMs / 1000) *
      os.cpus().length
    ).toFixed(0)} available; load average ${loadAverage()}`,
  );
  return throughput;
}

/** The machine's load averages over 1, 5 and 15 minutes, as printed beside a benchmark's figures. */
function loadAverage() {
  return os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
}

module.exports = { reportWorkload, loadAverage };
