// node scripts/live-preview-trace.mjs <trace> — reads a trace written by `BENCH_TRACE=<trace> npm run
// bench:live-preview` key by key and prints, for the keys without and with the preview: where each key's time
// went (its Event Timing entry: waiting, handlers, until its frame's commit), the main thread's CPU and idle time
// from the key to the bench's paint timer, the event kinds whose CPU differs most between the two states, how many
// keys came while the compositor still followed BeginFrames (such a key waits for the next one), and the raster
// work per key. Thread times (CPU) are less moved by the machine's load than wall times; a trace also inflates
// each requestAnimationFrame and setTimeout call (it records their stacks).
import fs from 'node:fs';

/** The bench's runs in order: without the preview (false) or with it (true). */
const RUNS = [false, true, true, false, true, false, false, true];

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/live-preview-trace.mjs <trace.json>');
  process.exit(2);
}
const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '-').padStart(7);
const p50 = (values) => (values.length ? percentile(values, 50).toFixed(1) : '-');

const marks = events
  .filter((event) => /^live-bench:(start|end)$/.test(event.name))
  .sort((a, b) => a.ts - b.ts);
const timings = events.filter(
  (event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.type,
);
const keydowns = timings.filter((event) => event.args.data.type === 'keydown');
// Event Timing's times are the page's milliseconds; its trace event stands at the key's time stamp.
const origin = keydowns[0].ts - keydowns[0].args.data.timeStamp * 1000;
const at = (pageMs) => origin + pageMs * 1000;
const { pid, tid } = keydowns[0];
const onMain = events
  .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const named = (name) => onMain.filter((event) => event.name === name);
const [tasks, timers, animationFrames] = [
  'ThreadControllerImpl::RunTask',
  'TimerFire',
  'FireAnimationFrame',
].map(named);
const inProcess = (name) =>
  events.filter((event) => event.pid === pid && event.name === name).sort((a, b) => a.ts - b.ts);
const following = inProcess('NeedsBeginFrameChanged');
const rasters = inProcess('RasterTask').filter((event) => event.ph === 'X');

// Each event's own CPU time, without that of the events nested in it.
const open = [];
for (const event of onMain) {
  event.selfCpu = event.tdur ?? event.dur;
  while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
  if (open.length) open.at(-1).selfCpu -= event.tdur ?? event.dur;
  open.push(event);
}

function measureKey(keydown) {
  const { timeStamp, processingStart, processingEnd, commitFinishTime } = keydown.args.data;
  const input = timings.find(
    (event) =>
      event.args.data.type === 'input' &&
      event.args.data.timeStamp >= timeStamp &&
      event.ts < keydown.ts + 50000,
  )?.args.data;
  const handled = input?.processingEnd ?? processingEnd;
  const committed = input?.commitFinishTime ?? commitFinishTime;
  // The bench's paint: its animation frame callback after the key, then its timer.
  const frame = animationFrames.find((event) => event.ts > at(processingStart));
  const timer = frame && timers.find((event) => event.ts > frame.ts + frame.dur);
  const from = at(timeStamp);
  const to = timer ? timer.ts + timer.dur : at(committed);
  let busy = 0;
  let cpu = 0;
  for (const task of tasks) {
    if (task.ts + task.dur <= from || task.ts >= to) continue;
    const share = (Math.min(to, task.ts + task.dur) - Math.max(from, task.ts)) / task.dur;
    busy += (task.dur * share) / 1000;
    cpu += ((task.tdur ?? task.dur) * share) / 1000;
  }
  const selfCpu = new Map();
  for (const event of onMain) {
    if (event.ts < from || event.ts >= to) continue;
    selfCpu.set(event.name, (selfCpu.get(event.name) ?? 0) + Math.max(0, event.selfCpu) / 1000);
  }
  const lastChange = following.filter((event) => event.ts < from).at(-1);
  const stops = following.find((event) => event.ts > from + 3000 && event.args.data.needsBeginFrame === 0);
  return {
    waiting: processingStart - timeStamp,
    handlers: handled - processingStart,
    toCommit: committed - handled,
    keyToCommit: committed - timeStamp,
    keyToPaintTimer: (to - from) / 1000,
    cpu,
    idle: (to - from) / 1000 - busy,
    selfCpu,
    duringFollowing: lastChange?.args.data.needsBeginFrame === 1,
    followingStops: stops ? (stops.ts - from) / 1000 : Infinity,
  };
}

const states = {
  false: { keys: [], raster: { tiles: 0, cpu: 0 } },
  true: { keys: [], raster: { tiles: 0, cpu: 0 } },
};
for (const [index, withPreview] of RUNS.entries()) {
  const [start, end] = [marks[2 * index]?.ts, marks[2 * index + 1]?.ts];
  if (start === undefined || end === undefined) break;
  const state = states[withPreview];
  for (const keydown of keydowns.filter((event) => event.ts > start && event.ts < end))
    state.keys.push(measureKey(keydown));
  for (const raster of rasters.filter((event) => event.ts > start && event.ts < end)) {
    state.raster.tiles += 1;
    state.raster.cpu += (raster.tdur ?? raster.dur) / 1000;
  }
}

const rows = ['waiting', 'handlers', 'toCommit', 'keyToCommit', 'keyToPaintTimer', 'cpu', 'idle'];
console.log(
  `${'per key (ms)'.padEnd(24)}${'without p50 / p95'.padStart(20)}${'with p50 / p95'.padStart(20)}`,
);
for (const row of rows) {
  const cell = (withPreview) => {
    const values = states[withPreview].keys.map((key) => key[row]);
    return `${ms(percentile(values, 50))} /${ms(percentile(values, 95))}`;
  };
  console.log(`${row.padEnd(24)}${cell(false).padStart(20)}${cell(true).padStart(20)}`);
}
for (const withPreview of [false, true]) {
  const { keys, raster } = states[withPreview];
  const during = keys.filter((key) => key.duringFollowing);
  const others = keys.filter((key) => !key.duringFollowing);
  const toCommit = (some) => p50(some.map((key) => key.keyToCommit));
  const stops = p50(keys.map((key) => key.followingStops));
  const perKey = (total, digits) => (total / keys.length).toFixed(digits);
  console.log(
    `${withPreview ? 'with   ' : 'without'}: ${during.length} of ${keys.length} keys came while the compositor ` +
      `followed BeginFrames (key to commit p50 ${toCommit(during)} ms, the others ${toCommit(others)} ms); ` +
      `it stopped following p50 ${stops} ms after a key; raster ${perKey(raster.tiles, 1)} tiles and ` +
      `${perKey(raster.cpu, 2)} ms CPU a key`,
  );
}
const kinds = new Set(
  Object.values(states).flatMap(({ keys }) => keys.flatMap((key) => [...key.selfCpu.keys()])),
);
const meanCpu = (withPreview, kind) =>
  mean(states[withPreview].keys.map((key) => key.selfCpu.get(kind) ?? 0));
const differences = [...kinds]
  .map((kind) => ({ kind, without: meanCpu(false, kind), with: meanCpu(true, kind) }))
  .sort((a, b) => Math.abs(b.with - b.without) - Math.abs(a.with - a.without))
  .slice(0, 12);
console.log(`\n${'own CPU in the key, mean (ms)'.padEnd(56)} without    with`);
for (const row of differences) console.log(`${row.kind.padEnd(56)}${ms(row.without)} ${ms(row.with)}`);
