// Builds only what is missing, one build at a time (the machines have two cores).
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const apps = ['shell', 'mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms'];

function hasBuildScript(workspace) {
  const file = path.join(root, workspace, 'package.json');
  return fs.existsSync(file) && Boolean(JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.build);
}

/** Each workspace and the file whose presence says it is built. */
function buildTargets() {
  return [
    { workspace: 'contracts', marker: 'dist' },
    { workspace: 'embedded-mongo', marker: 'dist' },
    { workspace: 'api', marker: 'dist/main.js' },
    ...apps.map((app) => ({
      workspace: app,
      marker: app === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json',
    })),
  ].filter(({ workspace }) => hasBuildScript(workspace));
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

function ensureBuilt({ only, force = false, log = console.log } = {}) {
  for (const { workspace, marker } of buildTargets()) {
    if (only && !only.includes(workspace)) continue;
    if (force || !fs.existsSync(path.join(root, workspace, marker))) build(workspace, log);
  }
}

module.exports = { ensureBuilt, build, apps, root };
