import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '@agency/embedded-mongo';

/** A database for one test's API processes: its URI, and how to get rid of it afterwards. */
export interface TestDatabase {
  readonly uri: string;
  release(): Promise<void>;
}

/**
 * With `MONGODB_URI` set, a database of its own (a fresh name) on that server, dropped on release, so test
 * files running side by side never see each other's records; otherwise a fresh embedded engine, stopped on
 * release.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const server = process.env.MONGODB_URI;
  if (!server) {
    const engine = await startEmbeddedMongo();
    return { uri: engine.uri, release: () => engine.stop() };
  }
  const uri = withDatabase(server, `agency_test_${process.pid}_${randomBytes(4).toString('hex')}`);
  return {
    uri,
    async release() {
      const connection = await mongoose.createConnection(uri).asPromise();
      try {
        await connection.dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
}

/** The URI with its database path replaced (hosts, credentials and options kept). */
export function withDatabase(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error(`MONGODB_URI is not a mongodb:// or mongodb+srv:// URI: ${uri}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

/** Adds connection options to a URI's query string. */
export function withOptions(uri: string, options: Record<string, string>): string {
  const query = new URLSearchParams(options).toString();
  return `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
}
