import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { readDataSnapshot, startEmbeddedMongo } from '@agency/embedded-mongo';
import { restoreDump } from '../src/backup/restore';
import { writeDump } from '../src/backup/write-dump';
import { loadConfig } from '../src/config/app-config';
import { createApi } from '../src/create-api';
import { benchOrder } from './bench-orders';

/**
 * `npm run backup`'s time and size for the demo shop and for 100,000 orders, each taken while a client keeps
 * placing orders (the engine on its own thread, as the API runs it), and the restore of the larger one into a
 * fresh engine. Figures only: no target.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Numbers of the orders placed during backups, after the seeded ones. */
let nextPlaced = 1_000_000;

/** Places orders one after another until stopped; answers how many were acknowledged. */
function keepWriting(uri: string): { stop(): Promise<number> } {
  let stopped = false;
  let written = 0;
  const loop = (async () => {
    const client = await MongoClient.connect(uri);
    const now = Date.now();
    while (!stopped) {
      await client.db().collection('orders').insertOne(benchOrder(nextPlaced++, now));
      written += 1;
    }
    await client.close();
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return written;
    },
  };
}

async function timedBackup(label: string, dbPath: string, uri: string, folder: string): Promise<string> {
  const writes = keepWriting(uri);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const plain = path.join(folder, `${label}-plain`);
  const started = performance.now();
  const snapshot = readDataSnapshot(dbPath);
  const read = performance.now();
  const summary = await writeDump(snapshot, plain, { gzip: false });
  const done = performance.now();
  const gzipped = await writeDump(readDataSnapshot(dbPath), path.join(folder, `${label}-gzip`), {
    gzip: true,
  });
  const gzipMs = performance.now() - done;
  const during = await writes.stop();
  console.log(
    `${label}: ${summary.documents} documents in ${summary.collections} collections (journal ${size(snapshot.journalBytes)}): ` +
      `backup ${(done - started).toFixed(0)} ms (journal read ${(read - started).toFixed(0)} ms), ${size(summary.bytes)}; ` +
      `with --gzip ${gzipMs.toFixed(0)} ms, ${size(gzipped.bytes)}; ${during} orders written meanwhile`,
  );
  return plain;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'agency-backup-bench-'));
  const dbPath = path.join(folder, 'db');
  const mongo = await startEmbeddedMongo({ worker: true, dbPath });
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: folder,
      SEED_DEMO: 'true',
      ALLOWED_ORIGINS: 'http://127.0.0.1:8080',
    });
    const app = await createApi(config, { databaseUri: mongo.uri, logger: false });
    await app.init();
    await app.close();
    await timedBackup('demo shop', dbPath, `${mongo.uri}test`, folder);

    const client = await MongoClient.connect(`${mongo.uri}test`);
    const now = Date.now();
    for (let start = 0; start < ORDERS; start += 1000)
      await client
        .db()
        .collection('orders')
        .insertMany(
          Array.from({ length: Math.min(1000, ORDERS - start) }, (_, k) => benchOrder(start + k, now)),
        );
    await client.close();
    const dump = await timedBackup(`${ORDERS} orders`, dbPath, `${mongo.uri}test`, folder);

    const fresh = await startEmbeddedMongo({ worker: true });
    const target = await MongoClient.connect(fresh.uri);
    const started = performance.now();
    const restored = await restoreDump(target, dump);
    console.log(
      `restore of ${restored.documents} documents and ${restored.indexes} indexes into a fresh engine: ${(performance.now() - started).toFixed(0)} ms`,
    );
    await target.close();
    await fresh.stop();
  } finally {
    await mongo.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
