// A process's resident memory, as the benchmarks measure a server's: read from /proc (Linux).
const fs = require('node:fs');

/** Resident memory of process `pid`, in bytes. */
function residentMemory(pid) {
  const kib = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) * 1024;
}

module.exports = { residentMemory };
