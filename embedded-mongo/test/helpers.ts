import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MongoClient, MongoServerError, type Collection, type Db, type Document } from 'mongodb';
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

/** Tests use numeric and string _ids, which the driver's default ObjectId-typed schema rejects. */
export interface Loose extends Document {
  _id?: number | string;
}

export interface EngineForTests {
  readonly harness: Harness;
  /** The current test's own database. */
  readonly db: Db;
  collection(name: string): Collection<Loose>;
}

/**
 * One engine and client for the test file, and a database of its own for each test (registered as the file's
 * beforeAll, beforeEach and afterAll).
 */
export function engineWithFreshDatabases(): EngineForTests {
  let harness: Harness | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    harness = await startWithClient();
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(() => {
    db = harness!.client.db(`compat_${Math.random().toString(36).slice(2, 8)}`);
  });
  return {
    get harness() {
      return harness!;
    },
    get db() {
      return db!;
    },
    collection: (name) => db!.collection<Loose>(name),
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

/**
 * The server's refusal of an operation, failing the test when it succeeds; mongoose's own copy of the driver has its
 * own error classes, so the error is told by name.
 */
export async function refusal(operation: Promise<unknown>): Promise<MongoServerError> {
  const error: unknown = await operation.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect((error as Error | undefined)?.name).toMatch(/^Mongo(Server|BulkWrite)Error$/);
  return error as MongoServerError;
}

/**
 * Runs `prepare` on an engine keeping its data in a new directory, then `check` twice on restarted engines: the
 * first replays the journal `prepare` wrote, the second reads the snapshot the first wrote at its start.
 */
export async function acrossRestarts(
  prepare: (client: MongoClient) => Promise<void>,
  check: (client: MongoClient, restart: number) => Promise<void>,
): Promise<void> {
  const dbPath = tempDir();
  try {
    const first = await startWithClient({ dbPath });
    try {
      await prepare(first.client);
    } finally {
      await first.close();
    }
    for (let restart = 0; restart < 2; restart += 1) {
      const { client, close } = await startWithClient({ dbPath });
      try {
        await check(client, restart);
      } finally {
        await close();
      }
    }
  } finally {
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
}
