// The whole stack as the benchmarks run it: built, on free ports, in a folder of its own for the run, and stopped and
// removed whatever happens; and how a bench script ends when it fails.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startStack } = require('./stack.cjs');
const { ensureBuilt } = require('./build.cjs');

/** How many of the servers' last lines a failed run prints. */
const LOG_TAIL = 30;

/**
 * Builds what is missing, then runs `measure` against the whole stack started for this run: on free ports, in a
 * folder of its own (`work`, the database and the mail outbox in work/data) removed afterwards, with the servers'
 * output kept in `serverLog` and its last lines printed when the run fails.
 * @template T
 * @param {string} name  names the run's folder (agency-bench-<name>-…)
 * @param {(work: string) => Parameters<typeof startStack>[0]} stackOptions  what the stack is started with beyond
 *   that, given the run's folder (copies of builds served instead of the apps' dist, a release store, the API's
 *   settings)
 * @param {(run: { stack: Awaited<ReturnType<typeof startStack>>, work: string, serverLog: string[] }) => Promise<T>} measure
 * @returns {Promise<T>}
 */
async function measureStack(name, stackOptions, measure) {
  ensureBuilt();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `agency-bench-${name}-`));
  const serverLog = [];
  let stack;
  try {
    stack = await startStack({
      ports: {},
      dataDir: path.join(work, 'data'),
      build: false,
      log: (line) => serverLog.push(line),
      ...stackOptions(work),
    });
    return await measure({ stack, work, serverLog });
  } catch (error) {
    console.log(serverLog.slice(-LOG_TAIL).join('\n'));
    throw error;
  } finally {
    await stack?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Runs a bench script's `main`; an error is printed and ends the process at once with a non-zero code. */
function runBench(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { measureStack, runBench };
