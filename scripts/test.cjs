#!/usr/bin/env node
// `npm test`: the suites that run inside Jest's own processes (engine, API, components, release store) on every
// core, then the browser tests one file at a time, since each starts a whole site and a browser of its own. One
// summary for both in test-results/summary.json and one `N passed, N failed` line. Arguments go to both runs, so a
// subset runs as it would with Jest itself (`npm test -- --testPathPatterns auth`, `--selectProjects api`).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { writeTestResult } = require('./lib/test-results.cjs');

const root = path.resolve(__dirname, '..');
const jest = require.resolve('jest/bin/jest', { paths: [root] });
const summaryFile = path.join(root, 'test-results', 'summary.json');
const { projects } = require(path.join(root, 'jest.config.js'));

const BROWSER_PROJECT = 'e2e';
const inProcess = projects
  .map((project) => path.basename(project))
  .filter((name) => name !== BROWSER_PROJECT);
const runs = [
  { projects: inProcess, workers: Math.max(1, os.availableParallelism()) },
  { projects: [BROWSER_PROJECT], workers: 1 },
];

/** The arguments without `--selectProjects …`, and the projects it named (all when it is absent). */
function projectSelection(args) {
  const at = args.indexOf('--selectProjects');
  if (at === -1) return { rest: args, selected: undefined };
  let end = at + 1;
  while (end < args.length && !args[end].startsWith('-')) end++;
  return { rest: [...args.slice(0, at), ...args.slice(end)], selected: args.slice(at + 1, end) };
}

const { rest: extra, selected } = projectSelection(process.argv.slice(2));
const total = { passed: 0, failed: 0 };
let status = 0;
for (const run of runs) {
  const chosen = run.projects.filter((name) => !selected || selected.includes(name));
  if (chosen.length === 0) continue;
  fs.rmSync(summaryFile, { force: true });
  const result = spawnSync(
    process.execPath,
    [jest, '--selectProjects', ...chosen, `--maxWorkers=${run.workers}`, '--passWithNoTests', ...extra],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) status = result.status ?? 1;
  // A run that ended before Jest could report counts as one failure.
  const summary = fs.existsSync(summaryFile)
    ? JSON.parse(fs.readFileSync(summaryFile, 'utf8'))
    : { passed: 0, failed: 1 };
  total.passed += summary.passed;
  total.failed += summary.failed;
}
writeTestResult('summary.json', total);
process.stdout.write(`\nAll suites: ${total.passed} passed, ${total.failed} failed\n`);
process.exit(status);
