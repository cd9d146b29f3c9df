// Several API processes and shell web servers on one database, behind HAProxy: the site as a deployment that
// scales out runs it, on free ports of 127.0.0.1, for the multi-instance test and `npm run bench:scale`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import { HEALTH_ENDPOINTS } from '@agency/contracts/endpoints/health';
import { EngineProcess } from '../../api/test/support/engine-process';
import { PaypalRestSimulator } from '../../api/test/support/paypal-rest-simulator';

interface WebServersProcess {
  urls: Record<string, string>;
  stop: () => Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const stackLib = require('./stack.cjs') as {
  startApiProcess: (options: object) => Promise<ChildProcess>;
  startWebServersProcess: (options: object) => Promise<WebServersProcess>;
  stopChild: (child: ChildProcess | undefined, timeoutMs?: number) => Promise<void>;
  freePort: () => Promise<number>;
  demoAdmin: () => { email: string; password: string };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderHaproxy } = require('../../deploy/render.cjs') as {
  /** The reference deployment's balancer (deploy/haproxy/haproxy.cfg), health-checking /health/ready. */
  renderHaproxy: (settings: {
    apiBind: string;
    siteBind: string;
    apiServers: string[];
    shellServers: string[];
  }) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureBuilt } = require('./build.cjs') as {
  ensureBuilt: (options?: { only?: string[]; log?: (line: string) => void }) => void;
};

/** Debian's HAProxy, which .ci/run installs where it is missing. */
const HAPROXY = '/usr/sbin/haproxy';
/**
 * How long a stopping instance keeps serving after it reports not ready: longer than the balancer needs to see
 * that (two failed checks 500 ms apart), so no request is sent to it once it stops listening.
 */
export const SHUTDOWN_DRAIN_MS = 2500;
export const SHUTDOWN_GRACE_MS = 15_000;

export interface ScaleClusterOptions {
  apiInstances: number;
  shellServers: number;
  /** API configuration over the environment's (limits, for example). */
  apiEnv?: Record<string, string>;
  /** Where the balancer listens and clients reach it (127.0.0.1); the processes behind it are on 127.0.0.1. */
  host?: string;
  /** The balancer's API and site ports, and each API instance's; a port not given (or 0) is any free one. */
  ports?: { api?: number; site?: number; instances?: readonly number[] };
  log?: (line: string) => void;
}

export interface ScaleCluster {
  /** Where clients go: the load balancer's API and site addresses. */
  apiUrl: string;
  siteUrl: string;
  /** Each API process's own address, to send a request to one instance on purpose. */
  apiUrls: string[];
  /** Each shell server's own address. */
  shellUrls: string[];
  /** The API processes' DATA_DIR, shared: one outbox for every instance's mail. */
  dataDir: string;
  databaseUri: string;
  admin: { email: string; password: string };
  /** PayPal's REST API (Orders v2): one simulator for every instance, delivering its webhooks to the balancer. */
  paypal: PaypalRestSimulator;
  /** Ends one API process at once, like a crash (SIGKILL). */
  killApi(index: number): Promise<void>;
  /** Asks one API process to stop (SIGTERM), as an orchestrator does; resolves with its exit code once it exited. */
  stopApi(index: number): Promise<number | null>;
  /** Starts it again on the same port; resolves once it answers /health. */
  restartApi(index: number): Promise<void>;
  stop(): Promise<void>;
}

async function startHaproxy(configFile: string, log: (line: string) => void): Promise<ChildProcess> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy`);
  const check = spawn(HAPROXY, ['-c', '-q', '-f', configFile], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => check.once('exit', resolve));
  if (code !== 0) throw new Error(`HAProxy refused its configuration (${configFile})`);
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) log(`[haproxy] ${line}`);
    });
  return child;
}

async function waitUntil(what: string, ready: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Builds what is missing, then starts the embedded engine as a server through its command line, the web servers
 * (each process serves a shell and the four remotes; the shells go behind the balancer), the API processes and
 * HAProxy in front of both.
 */
export async function startScaleCluster(options: ScaleClusterOptions): Promise<ScaleCluster> {
  const log = options.log ?? (() => undefined);
  ensureBuilt({ log });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-scale-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(root, 'db'));
  const webs: WebServersProcess[] = [];
  const apis: Array<ChildProcess | undefined> = [];
  let engine: EngineProcess | undefined;
  let haproxy: ChildProcess | undefined;
  let paypal: PaypalRestSimulator | undefined;

  const stop = async () => {
    if (haproxy && haproxy.exitCode === null) {
      const exited = new Promise((resolve) => haproxy!.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(apis.map((api) => stackLib.stopChild(api)));
    await Promise.all(webs.map((web) => web.stop()));
    await paypal?.close();
    await engine?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };

  try {
    engine = await EngineProcess.start(path.join(root, 'db'), 0, { built: true });
    const databaseUri = `${engine.uri.replace(/\/?$/, '')}/agency`;
    const host = options.host ?? '127.0.0.1';
    const portOr = async (port: number | undefined) => port || (await stackLib.freePort());
    const apiUrl = `http://${host}:${await portOr(options.ports?.api)}`;
    const siteUrl = `http://${host}:${await portOr(options.ports?.site)}`;
    paypal = await PaypalRestSimulator.start({
      webhookUrl: `${apiUrl}${PAYMENT_ENDPOINTS.paypalWebhook.path}`,
      shellPublicUrl: siteUrl,
    });
    for (let index = 0; index < options.shellServers; index++)
      webs.push(
        await stackLib.startWebServersProcess({
          ports: {},
          apiUrl,
          siteUrl,
          log: (line: string) => log(line),
        }),
      );
    const shellUrls = webs.map((web) => web.urls.shell!);
    const apiPorts = await Promise.all(
      Array.from({ length: options.apiInstances }, (_, index) => portOr(options.ports?.instances?.[index])),
    );
    const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    const admin = stackLib.demoAdmin();
    const startApi = (index: number) =>
      stackLib.startApiProcess({
        port: apiPorts[index],
        urls: { ...webs[0]!.urls, api: apiUrl, shell: siteUrl },
        siteUrl,
        admin,
        dataDir,
        mongoUri: databaseUri,
        apiEnv: {
          SEED_DEMO: 'true',
          ALLOWED_ORIGINS: [siteUrl, ...shellUrls].join(','),
          // Checkouts go through Orders v2, to the one PayPal every instance shares; IPN is served all the same.
          PAYMENT_PROVIDER: 'paypal-orders',
          PAYPAL_API_URL: paypal!.apiUrl,
          SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
          SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
          ...options.apiEnv,
        },
        log: (line: string) => log(`[api${index + 1}] ${line}`),
      });
    // The first process seeds the database; the others start on it.
    apis.push(await startApi(0));
    apis.push(...(await Promise.all(apiPorts.slice(1).map((_, index) => startApi(index + 1)))));

    const configFile = path.join(root, 'haproxy.cfg');
    fs.writeFileSync(
      configFile,
      renderHaproxy({
        apiBind: new URL(apiUrl).host,
        siteBind: new URL(siteUrl).host,
        apiServers: apiUrls.map((url) => new URL(url).host),
        shellServers: shellUrls.map((url) => new URL(url).host),
      }),
    );
    haproxy = await startHaproxy(configFile, log);
    const signal = async (index: number, name: NodeJS.Signals): Promise<number | null> => {
      const child = apis[index];
      if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill(name);
      const code = await exited;
      apis[index] = undefined;
      return code;
    };
    await waitUntil(
      'HAProxy did not answer',
      async () => (await fetch(`${apiUrl}${HEALTH_ENDPOINTS.check.path}`)).ok,
    );

    return {
      apiUrl,
      siteUrl,
      apiUrls,
      shellUrls,
      dataDir,
      databaseUri,
      admin,
      paypal,
      async killApi(index) {
        await signal(index, 'SIGKILL');
      },
      stopApi(index) {
        return signal(index, 'SIGTERM');
      },
      async restartApi(index) {
        apis[index] = await startApi(index);
        // HAProxy's health check (every 500 ms) takes it back by itself.
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
