import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../src';

export function tempDir(prefix = 'embedded-mongo-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface Harness {
  server: EmbeddedMongo;
  client: MongoClient;
  close(): Promise<void>;
}

export async function startWithClient(options: EmbeddedMongoOptions = {}): Promise<Harness> {
  const server = await startEmbeddedMongo({ port: 0, ...options });
  const client = await new MongoClient(server.uri, { serverSelectionTimeoutMS: 2000 }).connect();
  return {
    server,
    client,
    async close() {
      await client.close();
      await server.stop();
    },
  };
}

/**
 * Compiles src/ to CommonJS in a temp directory with the project's SWC settings, so a test can run the
 * CLI as a real child process without depending on a prior `npm run build`.
 */
export function compileSourcesForChildProcess(): { dir: string; env: NodeJS.ProcessEnv } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const swc = require('@swc/core') as typeof import('@swc/core');
  const root = path.join(__dirname, '..');
  const config = JSON.parse(
    fs.readFileSync(path.join(root, '..', 'config', 'swc-node.json'), 'utf8'),
  ) as Record<string, unknown>;
  delete config.$schema;
  const out = tempDir('embedded-mongo-build-');
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        const relative = path.relative(path.join(root, 'src'), full).replace(/\.ts$/, '.js');
        const { code } = swc.transformFileSync(full, { ...config, sourceMaps: false, swcrc: false });
        fs.mkdirSync(path.dirname(path.join(out, relative)), { recursive: true });
        fs.writeFileSync(path.join(out, relative), code);
      }
    }
  };
  walk(path.join(root, 'src'));
  return { dir: out, env: { ...process.env, NODE_PATH: path.join(root, '..', 'node_modules') } };
}
