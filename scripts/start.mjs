// `npm start`: build what is missing, serve the API, the shell and the four remotes, print where to go.
// `npm run dev`: the same with webpack-dev-server (hot reload) for the five apps.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startStack, stopChild } = require('./lib/stack.cjs');
const { ensureBuilt, apps, root } = require('./lib/build.cjs');
const { portsFromEnv } = require('./lib/ports.cjs');

const dev = process.argv.includes('--dev');
const ports = portsFromEnv();
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.DATA_DIR ?? path.join(here, '..', 'data');
const children = [];
let stack;

function banner(urls, admin) {
  const lines = [
    '',
    `  Site:           ${urls.shell}`,
    `  API:            ${urls.api}  (OpenAPI at ${urls.api}/docs)`,
    `  Demo admin:     ${admin.email} / ${admin.password}`,
    `  Remotes:        ${apps
      .filter((app) => app !== 'shell')
      .map((app) => `${app} ${urls[app]}`)
      .join(', ')}`,
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function startDev() {
  // The API is built and run as in production; the five apps are served by webpack-dev-server with hot reload.
  ensureBuilt({ only: ['contracts', 'embedded-mongo', 'api', 'web'] });
  stack = await startStack({ ports, build: false, serveApps: false, dataDir });
  for (const app of apps) {
    const child = spawn(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
      {
        cwd: path.join(root, app),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: process.env,
      },
    );
    children.push(child);
  }
  banner(stack.urls, stack.admin);
}

async function stopAll() {
  await Promise.all(children.map((child) => stopChild(child)));
  if (stack) await stack.stop();
}

async function shutdown(signal) {
  console.log(`\n${signal}: stopping…`);
  await stopAll();
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  if (dev) await startDev();
  else {
    stack = await startStack({ ports, dataDir });
    banner(stack.urls, stack.admin);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
