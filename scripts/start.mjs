// `npm start`: build what is missing, serve the API, the shell and the four remotes, print where to go.
// `npm run dev`: the same with webpack-dev-server (hot reload) for the five apps.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
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

function banner(urls, admin, tokenFile) {
  const lines = [
    '',
    `  Site:           ${urls.shell}`,
    `  API:            ${urls.api}  (OpenAPI at ${urls.api}/docs)`,
    `  Demo admin:     ${admin.email} / ${admin.password}`,
    `  Remotes:        ${apps
      .filter((app) => app !== 'shell')
      .map((app) => `${app} ${urls[app]}`)
      .join(', ')}`,
    ...(tokenFile
      ? [
          `  Deploy token:   ${path.relative(process.cwd(), tokenFile) || tokenFile}  (the release commands read it:`,
          '                  npm run release -w @agency/mfe-public, npm run release:list …)',
        ]
      : []),
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

/**
 * The API accepts release commands with a deploy token whose sha256 it is given. Unless the environment brings its
 * own pair, this run makes one, for its release step below and for the release commands a developer runs next,
 * which read it from $DATA_DIR/deploy-token (the owner's alone).
 */
function deployToken() {
  const { RELEASE_DEPLOY_TOKEN: token, RELEASE_DEPLOY_TOKEN_SHA256: sha256 } = process.env;
  if (sha256) return { token, apiEnv: {} };
  const made = randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'deploy-token');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${made}\n`, { mode: 0o600 });
  // A file left by an earlier run keeps its mode through the write: made the owner's alone again.
  fs.chmodSync(file, 0o600);
  return {
    token: made,
    file,
    apiEnv: { RELEASE_DEPLOY_TOKEN_SHA256: createHash('sha256').update(made).digest('hex') },
  };
}

/**
 * Releases the builds just served (published once per content, activated through the compatibility gate unless
 * already live), so the registry is never empty and a rebuilt app is what the site shows; prints what is live. The
 * web servers follow within their refresh interval.
 */
function releaseServedBuilds(urls, token) {
  if (!token) {
    console.log(
      '  RELEASE_DEPLOY_TOKEN_SHA256 is set without RELEASE_DEPLOY_TOKEN: the builds were not released.',
    );
    return;
  }
  console.log('  Releasing the builds being served…');
  spawnSync(
    process.execPath,
    ['--conditions=source', '-r', './config/swc-register.cjs', 'release/src/start-releases.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, RELEASE_API_URL: urls.api, RELEASE_DEPLOY_TOKEN: token },
    },
  );
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
    const release = deployToken();
    stack = await startStack({ ports, dataDir, apiEnv: release.apiEnv });
    releaseServedBuilds(stack.urls, release.token);
    banner(stack.urls, stack.admin, release.file);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
