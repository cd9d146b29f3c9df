import { spawn, type ChildProcess } from 'node:child_process';
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
 * Runs a TypeScript entry (the CLI, a fixture) in its own process through the SWC hook, so that it can
 * be killed or run what Jest cannot (worker threads); resolves with the URI it prints once listening.
 */
export async function spawnServer(
  entry: string,
  args: string[],
): Promise<{ child: ChildProcess; uri: string }> {
  const repo = path.join(__dirname, '..', '..');
  const child = spawn(
    process.execPath,
    ['--conditions=source', '-r', path.join(repo, 'config', 'swc-register.cjs'), entry, ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const uri = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /mongodb:\/\/\S+/.exec(chunk.toString());
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`${path.basename(entry)} exited early with ${code}`)));
  });
  return { child, uri };
}
