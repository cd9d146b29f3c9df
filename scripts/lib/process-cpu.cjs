// CPU time of a process tree by kind of process, as a benchmark compares what each part of a stack costs: read
// from /proc (Linux), sampled every second so a process that is killed halfway still counts until then.
const fs = require('node:fs');

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function readStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Every process descended from `root`, with its parent and CPU ticks. */
function descendants(root) {
  const stats = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  const found = new Map();
  const visit = (parent) => {
    for (const [pid, stat] of stats)
      if (stat.ppid === parent && !found.has(pid)) {
        found.set(pid, stat.ticks);
        visit(pid);
      }
  };
  visit(root);
  return found;
}

/**
 * Samples the CPU time of this process and every process it started, until `stop()`, which answers the CPU
 * seconds each kind (`kindOf(commandLine)`, or `other`) spent meanwhile: a process started meanwhile counts
 * from zero, one that ended counts until its last sample.
 */
function watchProcessCpu(kindOf, intervalMs = 1000) {
  const first = new Map();
  const last = new Map();
  const kinds = new Map();
  const sample = (starting) => {
    const tree = descendants(process.pid);
    tree.set(process.pid, readStat(process.pid)?.ticks ?? 0);
    for (const [pid, ticks] of tree) {
      if (!kinds.has(pid)) {
        kinds.set(pid, pid === process.pid ? 'bench' : (kindOf(commandLine(pid)) ?? 'other'));
        first.set(pid, starting ? ticks : 0);
      }
      last.set(pid, ticks);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample(false);
      const seconds = {};
      for (const [pid, kind] of kinds)
        seconds[kind] = (seconds[kind] ?? 0) + (last.get(pid) - first.get(pid)) / TICKS_PER_SECOND;
      return seconds;
    },
  };
}

/** Which part of the stack a process is, by its command line: the kinds the benchmarks report CPU time by. */
function stackProcessKind(commandLine) {
  if (commandLine.includes('api/dist/main.js')) return 'api';
  if (commandLine.includes('web-servers-process') || commandLine.includes('web/dist/serve.js')) return 'web';
  if (commandLine.includes('embedded-mongo')) return 'engine';
  if (commandLine.includes('haproxy')) return 'haproxy';
  if (commandLine.includes('nginx')) return 'nginx';
  return undefined;
}

module.exports = { watchProcessCpu, stackProcessKind };
