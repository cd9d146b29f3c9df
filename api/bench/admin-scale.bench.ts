import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@agency/embedded-mongo';
import { loadConfig } from '../src/config/app-config';
import { createApi } from '../src/create-api';
import { benchOrder } from './bench-orders';
import { MigrationsService } from '../src/migrations/migrations.service';

/**
 * The admin's lists and figures at scale: the same requests timed against 1,000 orders (500 messages and
 * subscribers) and against 100,000 orders (50,000 messages and subscribers), in one run, with the ratio of the
 * medians (target ≤ 3×). Then the CSV export of every order, with the API's heap growth while it streams.
 */
const SIZES = [1_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const MAX_RATIO = 3;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
/** The site the admin signs in from (the API takes sign-ins only from its allowed origins). */
const SITE = 'http://127.0.0.1:8080';

const REQUESTS = [
  ['orders, first page', '/orders/search'],
  ['orders, paid only', '/orders/search?paymentStatus=Paid'],
  ['orders, text search', '/orders/search?q=customer%20123'],
  ['orders, a page deep in the list', '/orders/search?page=90'],
  ['messages, unread', '/messages/search?messageStatus=UnRead'],
  ['subscribers, first page', '/subscribers/search'],
  ['dashboard: total sales', '/orders/total-sales'],
  ['sales chart by day', '/orders/sales?by=day'],
  ['sales chart by month', '/orders/sales?by=month'],
] as const;

async function seed(uri: string, orders: number): Promise<void> {
  const client = await MongoClient.connect(uri);
  const db = client.db();
  const now = Date.now();
  const batches = async (collection: string, count: number, make: (i: number) => object) => {
    await db.collection(collection).deleteMany({});
    for (let start = 0; start < count; start += 1000)
      await db
        .collection(collection)
        .insertMany(Array.from({ length: Math.min(1000, count - start) }, (_, k) => make(start + k)));
  };
  await batches('orders', orders, (i) => benchOrder(i, now));
  await batches('messages', orders / 2, (i) => ({
    name: `Sender ${i}`,
    email: `sender${i}@example.com`,
    number: '',
    subject: 'Hello',
    message: 'A question about the packages',
    messageStatus: i % 2 ? 'Read' : 'UnRead',
    createdAt: new Date(now - i * 60_000),
  }));
  await batches('subscribers', orders / 2, (i) => ({
    subemail: `reader${i}@example.com`,
    createdAt: new Date(now - i * 60_000),
  }));
  // Stored as by a version from before the migrations, which run again on them.
  await db.collection('migrations').deleteMany({});
  await client.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-scale-bench-'));
  // The engine on its own thread, as the API runs it: the heap measured below is the API's alone.
  const mongo = await startEmbeddedMongo({ worker: true });
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ALLOWED_ORIGINS: SITE,
  });
  // The API starts on data at rest, as it does after a deploy: what it keeps beside the records (the sealed
  // sales days) is built by the API itself, not by the seeding.
  const startApi = async () => {
    const app = await createApi(config, { databaseUri: mongo.uri, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (login.status !== 200 || !cookie) throw new Error(`The admin could not sign in (${login.status})`);
    const get = async (route: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${route}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
      return performance.now() - started;
    };
    return { app, base, cookie, get };
  };

  const medians = new Map<string, number[]>();
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  for (const size of SIZES) {
    await api?.app.close();
    const seeding = performance.now();
    await seed(mongo.uri, size);
    console.log(
      `${size} orders, ${size / 2} messages and subscribers stored in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const starting = performance.now();
    api = await startApi();
    const started = performance.now();
    await api.app.get(MigrationsService).done();
    console.log(
      `API started on them in ${((started - starting) / 1000).toFixed(1)} s, its migrations done ${((performance.now() - started) / 1000).toFixed(1)} s later`,
    );
    const { get } = api;
    for (const [label, route] of REQUESTS) {
      await get(route);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await get(route));
      medians.set(label, [...(medians.get(label) ?? []), median(times)]);
    }
  }

  console.log(
    `\n${'request'.padEnd(36)}${SIZES.map((size) => `${size} (ms)`.padStart(14)).join('')}   ratio`,
  );
  let missed = 0;
  for (const [label] of REQUESTS) {
    const [small, large] = medians.get(label)!;
    const ratio = large! / small!;
    if (ratio > MAX_RATIO) missed += 1;
    console.log(
      `${label.padEnd(36)}${[small!, large!].map((ms) => ms.toFixed(2).padStart(14)).join('')}   ${ratio.toFixed(2)}×${ratio > MAX_RATIO ? '  MISSED' : ''}`,
    );
  }

  // The export of every order, while the API's heap is sampled: a stream holds a batch, not the list.
  // What the export holds, not the garbage it leaves for later: the heap is measured after a collection (the
  // bench runs with --expose-gc), before the export and every 100 ms while it streams.
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const liveHeap = () => (gc(), process.memoryUsage().heapUsed);
  const before = liveHeap();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, liveHeap())), 100);
  const started = performance.now();
  const response = await fetch(`${api!.base}/orders/export.csv`, { headers: { cookie: api!.cookie } });
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  clearInterval(sampler);
  console.log(
    `\nCSV export of ${SIZES.at(-1)} orders: ${(bytes / 1048576).toFixed(1)} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `API heap growth at most ${((peak - before) / 1048576).toFixed(1)} MiB`,
  );
  console.log(missed ? `${missed} request(s) over ${MAX_RATIO}×` : `every request within ${MAX_RATIO}×`);

  await api!.app.close();
  await mongo.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (missed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
