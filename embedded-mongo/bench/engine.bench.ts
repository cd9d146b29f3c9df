import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { MAX_WIRE_VERSION } from '../src/commands/handshake';
import { serveConnection } from '../src/wire/connection';
import { encodeMsg, parseMessage } from '../src/wire/wire-protocol';
import { featureOperations, fillFeatures } from './features.bench';

/**
 * Time per operation through the official driver, next to the limit: a loopback server that runs the
 * engine's own socket code (framing, BSON parse, BSON encode, write) and answers every message at once
 * without executing it. The targets: findOne ≤ 2× the limit, a sorted indexed page of 20 from
 * 100,000 documents ≤ 5× the limit, ≥ 5,000 acknowledged journaled inserts a second from 50 clients.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const COLLECTION_SIZE = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const INSERTS_PER_CLIENT = Number(process.env.BENCH_INSERTS ?? 200);
/** The geo, text and collation reads are slower: fewer rounds each. */
const FEATURE_ROUNDS = Number(process.env.BENCH_FEATURE_ROUNDS ?? 50);

/** Answers everything, the driver's hello included, with one fixed standalone hello. */
function startLoopback(): Promise<{ uri: string; close(): Promise<void> }> {
  const reply = {
    isWritablePrimary: true,
    helloOk: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    logicalSessionTimeoutMinutes: 30,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    ok: 1,
  };
  let requestId = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, {
      message: (raw) => {
        const message = parseMessage(raw);
        socket.write(encodeMsg(++requestId, message.header.requestId, reply));
      },
      protocolError: () => undefined,
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        uri: `mongodb://127.0.0.1:${address.port}/`,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}

/** Mean microseconds per call of `operation`, after a warm-up. */
async function microsPerOp(operation: (i: number) => Promise<unknown>, rounds = ROUNDS): Promise<number> {
  for (let i = 0; i < Math.min(50, rounds); i++) await operation(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) await operation(i);
  return Number(process.hrtime.bigint() - started) / 1000 / rounds;
}

async function fill(accounts: Collection<Document>): Promise<void> {
  await accounts.createIndex({ email: 1 }, { unique: true });
  await accounts.createIndex({ customer: 1 });
  await accounts.createIndex({ createdAt: -1 });
  const batch = 10_000;
  for (let start = 0; start < COLLECTION_SIZE; start += batch) {
    await accounts.insertMany(
      Array.from({ length: Math.min(batch, COLLECTION_SIZE - start) }, (_, k) => {
        const i = start + k;
        return {
          _id: i,
          email: `user${i}@example.com`,
          customer: `customer${i % 5000}`,
          createdAt: new Date(1_700_000_000_000 + ((i * 7919) % COLLECTION_SIZE) * 1000),
          total: i % 997,
        } as Document;
      }),
    );
  }
}

/** Acknowledged inserts a second from `clients` connections inserting one document per command. */
async function insertsPerSecond(uri: string, clients: number): Promise<number> {
  const connected = await Promise.all(
    Array.from({ length: clients }, () => new MongoClient(uri, { maxPoolSize: 1 }).connect()),
  );
  try {
    const started = process.hrtime.bigint();
    await Promise.all(
      connected.map(async (client, c) => {
        const log = client.db('bench').collection(`inserts_${clients}`);
        for (let i = 0; i < INSERTS_PER_CLIENT; i++) await log.insertOne({ client: c, i });
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return (clients * INSERTS_PER_CLIENT) / seconds;
  } finally {
    await Promise.all(connected.map((client) => client.close()));
  }
}

function timeLine(name: string, micros: number, limit: number, target?: number): string {
  const ratio = micros / limit;
  const verdict =
    target === undefined ? '' : `  (target ≤ ${target}×: ${ratio <= target ? 'met' : 'NOT met'})`;
  return `${name.padEnd(46)} ${micros.toFixed(1).padStart(8)} µs ${ratio.toFixed(2).padStart(6)}×${verdict}\n`;
}

function rateLine(clients: number, rate: number, where = ''): string {
  const name = `journaled inserts, ${clients} client${clients > 1 ? 's' : ''}${where ? `, ${where}` : ''}`;
  const verdict = clients === 50 ? `  (target ≥ 5,000/s: ${rate >= 5000 ? 'met' : 'NOT met'})` : '';
  const perSecond = Math.round(rate).toLocaleString('en');
  return `${name.padEnd(46)} ${perSecond.padStart(8)} /s (${(1e6 / rate).toFixed(1)} µs each)${verdict}\n`;
}

/** Geo, text and collation against an indexed equality find of as many documents, best of REPEATS passes. */
async function featureLines(places: Collection<Document>): Promise<void> {
  await fillFeatures(places, COLLECTION_SIZE);
  const pairs = featureOperations(places, COLLECTION_SIZE);
  const rounds = Math.max(1, Math.ceil(FEATURE_ROUNDS / REPEATS));
  const best = pairs.map(() => ({ feature: Infinity, baseline: Infinity }));
  for (let pass = 0; pass < REPEATS; pass++) {
    for (const [k, pair] of pairs.entries()) {
      best[k]!.feature = Math.min(best[k]!.feature, await microsPerOp(pair.feature, rounds));
      best[k]!.baseline = Math.min(best[k]!.baseline, await microsPerOp(pair.baseline, rounds));
    }
  }
  process.stdout.write('geo, text and collation, ratio to the plain indexed read beside each:\n');
  for (const [k, pair] of pairs.entries()) {
    process.stdout.write(timeLine(`  (plain) for ${pair.name}`, best[k]!.baseline, best[k]!.baseline));
    process.stdout.write(timeLine(pair.name, best[k]!.feature, best[k]!.baseline, pair.target));
  }
}

/**
 * Each operation is timed in REPEATS interleaved passes and the fastest pass counts, so that load from
 * other processes on a shared machine inflates the limit and the operations alike, or neither.
 */
const REPEATS = 5;

async function main(): Promise<void> {
  const loopback = await startLoopback();
  const loopbackClient = await new MongoClient(loopback.uri, { directConnection: true }).connect();
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const server = await startEmbeddedMongo({ port: 0, dbPath });
  const client = await new MongoClient(server.uri).connect();
  try {
    const accounts = client.db('bench').collection('accounts');
    await fill(accounts);
    const pick = (i: number) => (i * 7919) % COLLECTION_SIZE;
    // The first page of the newest documents, and (no target) a page 50 pages deep, which walks the
    // 980 index entries before it as MongoDB does.
    const page = (skip: number) => () =>
      accounts.find({}).sort({ createdAt: -1 }).skip(skip).limit(20).toArray();
    const operations: Array<[string, (i: number) => Promise<unknown>, number | undefined, number]> = [
      [
        'loopback round trip (the limit)',
        () => loopbackClient.db('admin').command({ ping: 1 }),
        undefined,
        ROUNDS,
      ],
      ['ping', () => client.db('admin').command({ ping: 1 }), undefined, ROUNDS],
      ['findOne by _id', (i) => accounts.findOne({ _id: pick(i) } as Document), 2, ROUNDS],
      ['findOne by unique key', (i) => accounts.findOne({ email: `user${pick(i)}@example.com` }), 2, ROUNDS],
      [
        'findOne by secondary index',
        (i) => accounts.findOne({ customer: `customer${pick(i) % 5000}` }),
        2,
        ROUNDS,
      ],
      [`sorted page of 20 from ${COLLECTION_SIZE.toLocaleString('en')} (indexed)`, page(0), 5, ROUNDS],
      ['the same, 50th page (skip 980)', page(980), undefined, Math.ceil(ROUNDS / 4)],
    ];
    const best = operations.map(() => Infinity);
    for (let pass = 0; pass < REPEATS; pass++) {
      for (const [k, [, operation, , rounds]] of operations.entries()) {
        best[k] = Math.min(best[k]!, await microsPerOp(operation, Math.ceil(rounds / REPEATS)));
      }
    }
    const limit = best[0]!;
    process.stdout.write(
      `time per operation through the official driver (best of ${REPEATS} passes), ratio to the limit:\n`,
    );
    for (const [k, [name, , target]] of operations.entries())
      process.stdout.write(timeLine(name, best[k]!, limit, target));
    await featureLines(client.db('bench').collection('places'));
    for (const clients of [1, 50])
      process.stdout.write(rateLine(clients, await insertsPerSecond(server.uri, clients)));
    // The same with the engine on a worker thread, as the API runs it: the clients keep this thread.
    const workerPath = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
    const onWorker = await startEmbeddedMongo({ port: 0, dbPath: workerPath, worker: true });
    try {
      for (const clients of [1, 50])
        process.stdout.write(rateLine(clients, await insertsPerSecond(onWorker.uri, clients), 'on a worker'));
    } finally {
      await onWorker.stop();
      fs.rmSync(workerPath, { recursive: true, force: true });
    }
  } finally {
    await client.close();
    await server.stop();
    await loopbackClient.close();
    await loopback.close();
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
