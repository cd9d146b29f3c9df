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
