// The reference deployment (deploy/) started from the built tree, each slice as if on a host of its own: the engine,
// two API instances and two shell servers each on its own loopback address with its own command (and a shell server
// with its own copy of the shell's build), the remotes' builds copied to the edge's folder, and nginx as the edge on
// one public origin, http://agency.test:<port>, a name only the test's clients resolve (to 127.0.0.1).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import { HEALTH_ENDPOINTS } from '@agency/contracts/endpoints/health';
import { EngineProcess } from '../../api/test/support/engine-process';
import { PaypalRestSimulator } from '../../api/test/support/paypal-rest-simulator';
import { edgeRemotes, startEdge, type Edge } from './edge';
import { copyBuild, startServedApp, type ServedApp } from './served-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { root } = require('./build.cjs') as { root: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stackLib = require('./stack.cjs') as {
  stopChild: (child: ChildProcess | undefined, timeoutMs?: number) => Promise<void>;
  demoAdmin: () => { email: string; password: string };
  freePort: (host?: string) => Promise<number>;
};
const { freePort } = stackLib;

/** The site's host name: Chromium maps it with --host-resolver-rules, Node clients send it as the Host header. */
export const SITE_HOST = 'agency.test';
/** Each server's own address, as another host's would be; the edge listens on 127.0.0.1. */
const HOSTS = { shells: ['127.0.0.2', '127.0.0.3'], apis: ['127.0.0.4', '127.0.0.5'], engine: '127.0.0.6' };
/** How long a stopping server keeps answering after it reports not ready. */
const DRAIN_MS = 1000;
/**
 * The API processes resolve the site's name to the edge, as public DNS would on real hosts: the checkout simulator
 * (PayPal) posts its notifications to the site's public address.
 */
const resolveSiteHost = {
  NODE_OPTIONS: `--require ${path.join(__dirname, 'resolve-site-host.cjs')}`,
  DEPLOYMENT_SITE_HOST: SITE_HOST,
};

export interface ReferenceDeployment {
  /** The public site, http://agency.test:<edge port>, and the API under it. */
  siteUrl: string;
  apiPublicUrl: string;
  /** The edge at its address, for Node clients (they send the site's Host header; nginx serves any). */
  edge: Edge;
  /** The API through the edge, at the edge's address. */
  apiUrl: string;
  admin: { email: string; password: string };
  releasesDir: string;
  deployToken: string;
  /** Every port a server behind the edge listens on: none may reach a browser. */
  internalPorts: number[];
  /** Each shell server's own address behind the edge, for checks that every one of them has caught up. */
  shellUrls: string[];
  /** SIGTERM to one shell server or API instance; resolves with its exit code once it left. */
  stopShell(index: number): Promise<number | null>;
  stopApi(index: number): Promise<number | null>;
  logs: string[];
  stop(): Promise<void>;
}

/** A free port on one loopback address. */
/** On two cores shared with other work an API process has taken more than a minute to start. */
const START_TIMEOUT_MS = 180_000;

async function until(
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface ReferenceDeploymentOptions {
  /** API settings over the deployment's own (a benchmark's sign-in limit, for example). */
  apiEnv?: Record<string, string>;
  /**
   * Checkouts through PayPal's Orders v2, on a REST simulator of PayPal's own that delivers its webhooks through the
   * edge, as `npm run bench:scale`'s workload pays; otherwise Payments Standard on the checkout simulator.
   */
  paypalOrders?: boolean;
}

/** Starts it all; the web workspace, the API, the engine and the apps must be built (the e2e global setup does). */
export async function startReferenceDeployment({
  apiEnv = {},
  paypalOrders = false,
}: ReferenceDeploymentOptions = {}): Promise<ReferenceDeployment> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-deployment-'));
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const releasesDir = path.join(folder, 'releases');
  const remotesDir = path.join(folder, 'edge-host', 'remotes');
  const deployToken = `deployment-${Date.now()}-token`;
  const admin = stackLib.demoAdmin();
  let engine: EngineProcess | undefined;
  let edge: Edge | undefined;
  let paypal: PaypalRestSimulator | undefined;
  const apis: Array<ChildProcess | undefined> = [];
  const shells: Array<ServedApp | undefined> = [];

  const stop = async () => {
    await Promise.all(shells.map((shell) => shell?.stop()));
    await edge?.stop();
    await Promise.all(apis.map((api) => stackLib.stopChild(api)));
    await paypal?.close();
    await engine?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  };

  try {
    fs.mkdirSync(path.join(folder, 'db'));
    fs.mkdirSync(releasesDir);
    engine = await EngineProcess.start(path.join(folder, 'db'), 0, { built: true, host: HOSTS.engine });
    const edgePort = await freePort('127.0.0.1');
    const siteUrl = `http://${SITE_HOST}:${edgePort}`;
    const apiPublicUrl = `${siteUrl}/api`;
    // What the servers behind the edge reach each other through: the edge, at its address.
    const edgeAddress = `http://127.0.0.1:${edgePort}`;
    const apiPorts = await Promise.all(HOSTS.apis.map(freePort));
    const shellPorts = await Promise.all(HOSTS.shells.map(freePort));
    if (paypalOrders)
      paypal = await PaypalRestSimulator.start({
        webhookUrl: `${edgeAddress}/api${PAYMENT_ENDPOINTS.paypalWebhook.path}`,
        shellPublicUrl: siteUrl,
      });

    const startApi = (index: number) => {
      const host = HOSTS.apis[index]!;
      const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
        cwd: folder,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          ...resolveSiteHost,
          HOST: host,
          PORT: String(apiPorts[index]),
          MONGODB_URI: `${engine!.uri.replace(/\/?$/, '')}/agency`,
          DATA_DIR: path.join(folder, `api-host-${index + 1}`),
          RELEASES_DIR: releasesDir,
          API_PUBLIC_URL: apiPublicUrl,
          SHELL_PUBLIC_URL: siteUrl,
          ALLOWED_ORIGINS: siteUrl,
          // The edge, and the shell servers that send forms for visitors, name the visitor.
          TRUSTED_PROXIES: ['127.0.0.1', ...HOSTS.shells].join(','),
          SEED_DEMO: 'true',
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          PAYPAL_MODE: 'simulator',
          // The simulator's IPN post-back, from the API to the API, goes through the edge too.
          PAYPAL_VALIDATION_URL: `${edgeAddress}/api/payments/simulator/validate`,
          RELEASE_DEPLOY_TOKEN_SHA256: createHash('sha256').update(deployToken).digest('hex'),
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          ...(paypal ? { PAYMENT_PROVIDER: 'paypal-orders', PAYPAL_API_URL: paypal.apiUrl } : {}),
          ...apiEnv,
        },
      });
      for (const stream of [child.stdout!, child.stderr!])
        stream.on('data', (chunk: Buffer) =>
          chunk
            .toString()
            .split('\n')
            .filter(Boolean)
            .forEach((line) => log(`[api${index + 1}] ${line}`)),
        );
      apis[index] = child;
      return until(
        `API ${index + 1} did not answer`,
        async () => (await fetch(`http://${host}:${apiPorts[index]}${HEALTH_ENDPOINTS.ready.path}`)).ok,
      );
    };
    // The first instance seeds the database; the second starts on it.
    await startApi(0);
    await startApi(1);

    for (const remote of edgeRemotes) copyBuild(remote, path.join(remotesDir, remote));
    edge = await startEdge(
      path.join(folder, 'edge-host', 'nginx'),
      {
        shellServers: HOSTS.shells.map((host, index) => `${host}:${shellPorts[index]}`),
        apiServers: HOSTS.apis.map((host, index) => `${host}:${apiPorts[index]}`),
        remotesDir,
        releasesDir,
        siteUrl,
        apiPublicUrl,
      },
      { log, port: edgePort },
    );

    for (const [index, host] of HOSTS.shells.entries()) {
      const hostFolder = path.join(folder, `shell-host-${index + 1}`);
      const served = await startServedApp('shell', {
        cwd: hostFolder,
        // The site's name does not resolve here: the shell's server reaches everything at internal addresses.
        env: {
          HOST: host,
          PORT: String(shellPorts[index]),
          APP_DIST: copyBuild('shell', path.join(hostFolder, 'dist')),
          RELEASES_DIR: releasesDir,
          API_URL: `${edgeAddress}/api`,
          API_PUBLIC_URL: apiPublicUrl,
          SHELL_PUBLIC_URL: siteUrl,
          ...Object.fromEntries(
            edgeRemotes.map((remote) => [
              `${remote.toUpperCase().replace(/-/g, '_')}_URL`,
              `${siteUrl}/remotes/${remote}/`,
            ]),
          ),
          // The servers reach every remote through the edge (a signed-in page's hints read its manifest there).
          ...Object.fromEntries(
            edgeRemotes.map((remote) => [
              `${remote.toUpperCase().replace(/-/g, '_')}_INTERNAL_URL`,
              `${edgeAddress}/remotes/${remote}/`,
            ]),
          ),
          TRUSTED_PROXIES: '127.0.0.1',
          SSR_REMOTE_REFRESH_MS: '1000',
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          WEB_REQUEST_LOG: 'false',
        },
      });
      served.process.stdout!.on('data', (chunk: Buffer) =>
        log(`[shell${index + 1}] ${chunk.toString().trim()}`),
      );
      shells[index] = served;
    }
    await until(
      'the edge did not serve the site',
      async () => (await fetch(`${edgeAddress}${HEALTH_ENDPOINTS.ready.path}`)).ok,
    );

    const stopOne = async (child: ChildProcess | undefined) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    };
    return {
      siteUrl,
      apiPublicUrl,
      edge,
      apiUrl: `${edgeAddress}/api`,
      admin,
      releasesDir,
      deployToken,
      internalPorts: [...apiPorts, ...shellPorts, engine.port],
      shellUrls: shells.map((shell) => shell!.url),
      stopShell: (index) => stopOne(shells[index]?.process),
      stopApi: (index) => stopOne(apis[index]),
      logs,
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${logs.slice(-40).join('\n')}`);
  }
}
