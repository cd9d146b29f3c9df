// Builds what is missing or out of date, one build at a time (the machines have two cores).
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { apps } = require('./ports.cjs');

const root = path.resolve(__dirname, '..', '..');

/** The files a package's exports map sends bundlers and Node to ("default"), e.g. dist/packages.js. */
function exportedFiles(workspace) {
  const { exports = {} } = require(path.join(root, workspace, 'package.json'));
  return Object.values(exports).map((target) => path.normalize(target.default));
}

/** Each workspace and the files whose presence says it is built (the first one's age is compared). */
function buildTargets() {
  return [
    // Every subpath the apps import (@agency/contracts/packages, /public-reads …) resolves into dist.
    { workspace: 'contracts', markers: exportedFiles('contracts') },
    { workspace: 'embedded-mongo', markers: ['dist/index.js'] },
    { workspace: 'telemetry', markers: ['dist/index.js'] },
    { workspace: 'api', markers: ['dist/main.js'] },
    { workspace: 'web', markers: ['dist/index.js', 'dist/web-servers-process.js'] },
    ...apps.map((app) => ({
      workspace: app,
      markers: [app === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json'],
    })),
  ];
}

function build(workspace, log = console.log) {
  log(`building ${workspace} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', `@agency/${workspace}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `Build of ${workspace} failed:\n${(result.stdout ?? '').slice(-4000)}\n${(result.stderr ?? '').slice(-4000)}`,
    );
  }
}

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry.name))), stat.mtimeMs);
}

/**
 * The sources a workspace's build reads: its own, plus for the apps the shared UI package, the webpack config and
 * the contracts they bundle (webpack resolves @agency/contracts through its exports map into contracts/dist, which
 * ensureBuilt rebuilds first from contracts/src).
 */
function inputsOf(workspace) {
  const own = ['src', 'public', 'package.json', 'webpack.config.js', 'exposes.cjs'].map((name) =>
    path.join(root, workspace, name),
  );
  const shared = [
    path.join(root, 'ui', 'src'),
    path.join(root, 'scripts', 'webpack'),
    path.join(root, 'contracts', 'src'),
    path.join(root, 'contracts', 'package.json'),
  ];
  return apps.includes(workspace) ? [...own, ...shared] : own;
}

/** Builds a workspace whose output is missing or older than its sources. */
function ensureBuilt({ only, log = console.log } = {}) {
  for (const { workspace, markers } of buildTargets()) {
    if (only && !only.includes(workspace)) continue;
    const [output, ...others] = markers.map((marker) =>
      fs.statSync(path.join(root, workspace, marker), { throwIfNoEntry: false }),
    );
    const stale =
      !output ||
      others.some((other) => !other) ||
      Math.max(...inputsOf(workspace).map(newestMtime)) > output.mtimeMs;
    if (stale) {
      build(workspace, log);
      // webpack leaves an output file whose bytes did not change untouched, so a source edit that changes no
      // output (a comment) would leave the marker older than its sources and rebuild it on every run.
      const now = new Date();
      for (const marker of markers) fs.utimesSync(path.join(root, workspace, marker), now, now);
    }
  }
}

module.exports = { ensureBuilt, apps, root };
