// Starts the whole site on free ports of 127.0.0.1 with a fresh database folder, for one test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack } = require('../../scripts/lib/stack.cjs') as {
  startStack: (options: object) => Promise<RunningStack>;
};

export type AppName = 'shell' | 'mfe-public' | 'mfe-customer' | 'mfe-admin' | 'mfe-cms';

interface RunningStack {
  urls: Record<AppName | 'api', string>;
  admin: { email: string; password: string };
  stopServer: (app: AppName) => Promise<void>;
  stop: () => Promise<void>;
}

export interface TestStack extends RunningStack {
  dataDir: string;
}

export async function startTestStack(): Promise<TestStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
  const lines: string[] = [];
  try {
    const stack = await startStack({
      ports: {},
      dataDir,
      build: false,
      log: (line: string) => lines.push(line),
    });
    return {
      ...stack,
      dataDir,
      stop: async () => {
        await stack.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- API output ---\n${lines.slice(-40).join('\n')}`);
  }
}
