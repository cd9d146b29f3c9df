// Starts the whole site on free ports of 127.0.0.1 with a fresh database, for one test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../../api/test/support/test-database';
import type { AppName } from '../../scripts/lib/served-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require('../../scripts/lib/stack.cjs') as {
  startStack: (options: object) => Promise<RunningStack>;
};

export type { AppName };

interface RunningStack {
  urls: Record<AppName | 'api', string>;
  admin: { email: string; password: string };
  stopServer: (app: AppName) => Promise<void>;
  stopApi: () => Promise<void>;
  /** Freezes the API's process: connections open, nothing answered (a stalled API), until resumeApi. */
  pauseApi: () => void;
  resumeApi: () => void;
  stop: () => Promise<void>;
}

export interface TestStack extends RunningStack {
  dataDir: string;
  /** What the API and the web servers logged, prefixed `[api]`, `[shell]` … */
  logs: string[];
}

export interface TestStackOptions {
  /** Build folders served instead of `<app>/dist`, e.g. a copy of mfe-public's that a test deploys into. */
  roots?: Partial<Record<AppName, string>>;
  /** Server rendering's limits instead of SSR_BUDGET_MS, SSR_REMOTE_REFRESH_MS and SSR_CONTENT_MAX_AGE_MS. */
  rendering?: { budgetMs?: number; remoteRefreshMs?: number; contentMaxAgeMs?: number };
  /** API configuration over the environment's, e.g. `{ PAYMENT_PROVIDER: 'paypal-orders' }`. */
  apiEnv?: Record<string, string>;
  /** The release store's folder (RELEASES_DIR) of this stack's API and web servers. */
  releasesDir?: string;
}

/**
 * With `MONGODB_URI` set, the stack's API uses a database of its own on that server (dropped at the end), so
 * test files running side by side never share records; otherwise it starts its embedded engine in `dataDir`.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
  const database = process.env.MONGODB_URI ? await openTestDatabase() : undefined;
  const cleanUp = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.release();
  };
  const lines: string[] = [];
  try {
    const stack = await startStack({
      ports: {},
      dataDir,
      mongoUri: database?.uri,
      build: false,
      log: (line: string) => lines.push(line),
      roots: options.roots,
      rendering: options.rendering,
      apiEnv: options.apiEnv,
      releasesDir: options.releasesDir,
    });
    return {
      ...stack,
      dataDir,
      logs: lines,
      stop: async () => {
        await stack.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw new Error(`${(error as Error).message}\n--- API output ---\n${lines.slice(-40).join('\n')}`);
  }
}
