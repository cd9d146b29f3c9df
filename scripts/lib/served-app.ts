// One app's web server started by its deployment command (`node web/dist/serve.js <app>`), as a real process with
// nothing but the environment it is given, the way an operator runs it on a host of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { root } = require('./build.cjs') as { root: string };

export type AppName = 'shell' | 'mfe-public' | 'mfe-customer' | 'mfe-admin' | 'mfe-cms';

export interface ServedApp {
  /** Where it listens: http://<HOST>:<bound port>. */
  url: string;
  /** Every line it wrote on stdout and stderr, as written. */
  lines: string[];
  process: ChildProcess;
  /** SIGTERM, then the exit code once it left. */
  stop(): Promise<number | null>;
}

/** Copies an app's build into `folder` (its own copy, as a host of its own holds it). */
export function copyBuild(app: AppName, folder: string): string {
  fs.cpSync(path.join(root, app, 'dist'), folder, { recursive: true });
  return folder;
}

/** The line a server writes once it listens: `<app> listening on <host>:<port>, serving <folder>`. */
const LISTENING = /listening on (\S+):(\d+),/;

/**
 * Starts `app`'s server with `env` alone (beside PATH), from `cwd`, on HOST/PORT of `env` (PORT 0 by default), and
 * waits for its start line.
 */
export async function startServedApp(
  app: AppName,
  { cwd, env }: { cwd: string; env: Record<string, string> },
): Promise<ServedApp> {
  const child = spawn(process.execPath, [path.join(root, 'web', 'dist', 'serve.js'), app], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const parts = (rest + String(chunk)).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          const listening = LISTENING.exec(line);
          if (listening) resolve(`http://${listening[1]}:${listening[2]}`);
        }
      });
    }
    void exited.then((code) =>
      reject(new Error(`${app}'s server exited with ${code} before it listened:\n${lines.join('\n')}`)),
    );
  });
  return {
    url,
    lines,
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
