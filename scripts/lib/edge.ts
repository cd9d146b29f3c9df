// The reference deployment's edge (deploy/nginx) run by a test: Debian's nginx in the foreground on a free port of
// 127.0.0.1, from the files deploy/render.cjs renders for an operator.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AppName } from './served-app';

/** Debian's nginx, which .ci/run installs with its brotli module where they are missing. */
const NGINX = '/usr/sbin/nginx';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const render = require('../../deploy/render.cjs') as {
  renderNginxEdge: (settings: EdgeSettings & { listen: string; accessLog: string }) => string;
  renderNginxMain: (settings: { stateDir: string; edgeConf: string; workerProcesses: number }) => string;
  remotes: Array<Exclude<AppName, 'shell'>>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('./stack.cjs') as { freePort: (host?: string) => Promise<number> };

/** The remotes the edge serves as files, each under /remotes/<remote>/. */
export const edgeRemotes = render.remotes;

export interface EdgeSettings {
  /** host:port of each shell server and API instance behind the edge. */
  shellServers: string[];
  apiServers: string[];
  /** One folder per remote's browser build, `<remotesDir>/<remote>/`, and the release store. */
  remotesDir: string;
  releasesDir: string;
  /** The site's and the API's public URLs. */
  siteUrl: string;
  apiPublicUrl: string;
}

export interface Edge {
  /** Where the edge listens, http://127.0.0.1:<port>. */
  url: string;
  port: number;
  /** The access log's lines (JSON), one per request answered. */
  accessLog(): Array<{ method: string; path: string; status: number; upstream: string }>;
  stop(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Renders the edge's files into `folder` (its state too), checks them with `nginx -t` and starts nginx. */
export async function startEdge(
  folder: string,
  settings: EdgeSettings,
  { log = () => undefined, port: chosenPort }: { log?: (line: string) => void; port?: number } = {},
): Promise<Edge> {
  if (!fs.existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install nginx libnginx-mod-http-brotli-static`);
  fs.mkdirSync(folder, { recursive: true });
  // A port chosen beforehand when the servers behind the edge must know it (they reach each other through it).
  const port = chosenPort ?? (await freePort());
  const edgeConf = path.join(folder, 'agency-edge.conf');
  const mainConf = path.join(folder, 'nginx.conf');
  const accessLogFile = path.join(folder, 'access.log');
  fs.writeFileSync(
    edgeConf,
    render.renderNginxEdge({ ...settings, listen: `127.0.0.1:${port}`, accessLog: accessLogFile }),
  );
  fs.writeFileSync(mainConf, render.renderNginxMain({ stateDir: folder, edgeConf, workerProcesses: 1 }));
  const args = ['-p', folder, '-c', mainConf, '-e', 'stderr'];
  const check = spawnSync(NGINX, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${edgeConf}:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) log(`[nginx] ${line}`);
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not listen on 127.0.0.1:${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accessLog: () =>
      fs.existsSync(accessLogFile)
        ? fs
            .readFileSync(accessLogFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
