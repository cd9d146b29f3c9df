// Starts the whole site: the API as a child process and the shell and four remotes on their own web servers.
// Used by `npm start` (scripts/start.mjs) and by the browser tests (e2e/src/stack.ts).
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { ensureBuilt, apps, root } = require('./build.cjs');
const { portsFromEnv, localUrl } = require('./ports.cjs');

/** Where the stack's web servers call the API from: its URL is on 127.0.0.1 (localUrl). */
const WEB_SERVERS_ADDRESS = '127.0.0.1';

/** The demo admin, as @agency/contracts defines it (from its build, which ensureBuilt makes first). */
function demoAdmin() {
  return require(path.join(root, 'contracts/dist/demo-admin.js')).DEMO_ADMIN;
}

/** The API's health check, as the endpoint catalogue defines it (from the same build). */
function healthPath() {
  return require(path.join(root, 'contracts/dist/endpoints/health.js')).HEALTH_ENDPOINTS.check.path;
}

/** The lowest port the kernel hands out as a connection's own (Linux's default range starts at 32768). */
function ephemeralPortsStart() {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
}

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A port free on `host`, below the kernel's range for connections' own ports: a server started a while after its
 * port is chosen may meet clients that already try it (the web servers ask the API before it listens), and a
 * connection to a free port of that range can be given the very same port as its own (a TCP self-connect), which
 * then holds it and the server fails with EADDRINUSE.
 */
async function freePort(host = '127.0.0.1') {
  const start = Math.min(ephemeralPortsStart(), 65536);
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (start - 10_000));
    if (await canListen(port, host)) return port;
  }
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs} ms`);
}

function stopChild(child, timeoutMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Passes a child's output on, line by line. */
function forwardLines(child, log) {
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) log(line);
    });
}

/**
 * The five web servers in a child process (the web workspace's web-servers-process), with the same interface as its
 * startWebServers.
 * @param {import('@agency/web').WebServersOptions} options
 */
function startWebServersProcess({ log = console.log, ...options }) {
  const child = spawn(process.execPath, [path.join(root, 'web', 'dist', 'web-servers-process.js')], {
    cwd: root,
    // The caller's environment as it reads it (a test runner's sandbox keeps its own copy), like the API's below.
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  forwardLines(child, (line) => log(`[web] ${line}`));
  const stoppedServers = new Map();
  return new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.log) log(message.log);
      else if (message.failed) reject(new Error(`The web servers did not start:\n${message.failed}`));
      else if (message.stopped) stoppedServers.get(message.stopped)?.();
      else if (message.ready)
        resolve({
          urls: message.ready,
          pid: child.pid,
          stopServer: (app) =>
            new Promise((done) => {
              stoppedServers.set(app, done);
              child.send({ stopServer: app });
            }),
          stop: () => stopChild(child),
        });
    });
    child.once('exit', (code) =>
      reject(new Error(`The web servers exited with code ${code} before they were ready`)),
    );
    child.send({ start: options });
  });
}

/**
 * One API process (api/dist/main.js) configured as the stack runs it, answered once its /health answers.
 * @param {object} options
 * @param {number} options.port
 * @param {Record<string, string>} options.urls  the API's public URL (`api`) and each app's
 * @param {string} [options.siteUrl]  the shell's public URL when it is not urls.shell
 * @param {{ email: string, password: string }} options.admin
 * @param {string} [options.dataDir]
 * @param {string} [options.mongoUri]
 * @param {string} [options.releasesDir]
 * @param {Partial<Record<string, string>>} [options.apiEnv]
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
async function startApiProcess({
  port,
  urls,
  siteUrl,
  admin,
  dataDir,
  mongoUri,
  releasesDir,
  apiEnv = {},
  log = console.log,
}) {
  const api = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PUBLIC_URL: urls.api,
      SHELL_PUBLIC_URL: siteUrl ?? urls.shell,
      // A remote's standalone preview (its own index.html) reads the API from the remote's own origin: allowed
      // while developing; in production only the site's origin is.
      // The site also under the name localhost: passkeys (WebAuthn) refuse an IP address as the site's name.
      ALLOWED_ORIGINS:
        process.env.NODE_ENV === 'production'
          ? urls.shell
          : [...apps.map((app) => urls[app]), urls.shell.replace('//127.0.0.1:', '//localhost:')].join(','),
      // The shell's server sends the forms of visitors without JavaScript and names each visitor: the API counts
      // its limits by that name only from the proxies it trusts.
      TRUSTED_PROXIES: [process.env.TRUSTED_PROXIES, WEB_SERVERS_ADDRESS].filter(Boolean).join(','),
      // Demo content unless SEED_DEMO=false; the admin printed in the banner exists either way.
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The built-in checkout, so a local stack takes payments end to end; the API never enables it by itself.
      PAYPAL_MODE: process.env.PAYPAL_MODE ?? 'simulator',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(mongoUri ? { MONGODB_URI: mongoUri } : {}),
      ...(releasesDir ? { RELEASES_DIR: releasesDir } : {}),
      ...apiEnv,
    },
  });
  forwardLines(api, (line) => log(`[api] ${line}`));
  try {
    await waitForHealth(`${localUrl(port)}${healthPath()}`, api, 60_000);
  } catch (error) {
    await stopChild(api);
    throw error;
  }
  return api;
}

/**
 * @param {object} [options]
 * @param {Partial<Record<'api'|'shell'|'mfe-public'|'mfe-customer'|'mfe-admin'|'mfe-cms', number>>} [options.ports] 0 = any free port
 * @param {string} [options.dataDir]     the embedded database's folder and the mail outbox (DATA_DIR)
 * @param {string} [options.mongoUri]    a MongoDB database for the API instead of MONGODB_URI from the environment
 * @param {boolean} [options.build]      build missing dists first (default true)
 * @param {(line: string) => void} [options.log]
 * @param {boolean} [options.serveApps]  serve the five dists (false in `npm run dev`, where webpack-dev-server does
 *                                       on the given ports)
 * @param {Partial<Record<string, string>>} [options.roots]  build folders served instead of `<app>/dist`
 * @param {{ budgetMs?: number, remoteRefreshMs?: number }} [options.rendering]  server rendering's limits
 * @param {Partial<Record<string, string>>} [options.apiEnv]  API configuration over the environment's, e.g.
 *                                       PAYMENT_PROVIDER
 * @param {string} [options.releasesDir] the release store's folder instead of RELEASES_DIR (a test's own)
 */
async function startStack({
  ports = portsFromEnv(),
  build = true,
  log = console.log,
  serveApps = true,
  roots,
  rendering,
  // dataDir, mongoUri, apiEnv and releasesDir: the API process's, as startApiProcess takes them
  ...apiOptions
} = {}) {
  if (build) ensureBuilt({ log });
  let api;
  let web;
  const stop = async () => {
    await stopChild(api);
    await web?.stop();
  };
  try {
    const apiPort = ports.api || (await freePort());
    const apiUrl = localUrl(apiPort);
    const siteUrl = process.env.SHELL_PUBLIC_URL;
    web = serveApps
      ? await startWebServersProcess({
          ports,
          apiUrl,
          siteUrl,
          roots,
          rendering,
          releasesDir: apiOptions.releasesDir,
          log,
        })
      : undefined;
    const urls = {
      ...(web?.urls ?? Object.fromEntries(apps.map((app) => [app, localUrl(ports[app])]))),
      api: apiUrl,
    };

    const admin = {
      email: process.env.ADMIN_EMAIL ?? demoAdmin().email,
      password: process.env.ADMIN_PASSWORD ?? demoAdmin().password,
    };
    api = await startApiProcess({ ...apiOptions, port: apiPort, urls, siteUrl, admin, log });

    return {
      urls,
      admin,
      stopServer: async (app) => web?.stopServer(app),
      /** The web servers' process (to read its memory in a benchmark). */
      webPid: web?.pid,
      /** Stops the API (to see the site without it). */
      stopApi: () => stopChild(api),
      /** Freezes the API's process (SIGSTOP): its connections stay open and nothing is answered, until resumeApi. */
      pauseApi: () => api.kill('SIGSTOP'),
      resumeApi: () => api.kill('SIGCONT'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startStack, startApiProcess, startWebServersProcess, stopChild, freePort, demoAdmin };
