// Builds what is missing or out of date, one build at a time (the machines have two cores).
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const apps = ['shell', 'mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms'];

/** Each workspace and the file whose presence says it is built. */
function buildTargets() {
  return [
    { workspace: 'contracts', marker: 'dist/index.js' },
    { workspace: 'embedded-mongo', marker: 'dist/index.js' },
    { workspace: 'api', marker: 'dist/main.js' },
    ...apps.map((app) => ({
      workspace: app,
      marker: app === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json',
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

/** The sources a workspace's build reads: its own, plus the shared UI package and webpack config for the apps. */
function inputsOf(workspace) {
  const own = ['src', 'public', 'package.json', 'webpack.config.js', 'exposes.cjs'].map((name) =>
    path.join(root, workspace, name),
  );
  return apps.includes(workspace)
    ? [...own, path.join(root, 'ui', 'src'), path.join(root, 'scripts', 'webpack')]
    : own;
}

/** Builds a workspace whose output is missing or older than its sources. */
function ensureBuilt({ only, log = console.log } = {}) {
  for (const { workspace, marker } of buildTargets()) {
    if (only && !only.includes(workspace)) continue;
    const output = fs.statSync(path.join(root, workspace, marker), { throwIfNoEntry: false });
    const stale = !output || Math.max(...inputsOf(workspace).map(newestMtime)) > output.mtimeMs;
    if (stale) build(workspace, log);
  }
}

module.exports = { ensureBuilt, apps, root };
