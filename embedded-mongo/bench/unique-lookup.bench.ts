import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';

/**
 * Finding one document by a field with a unique index (a session by its token, an account by its e-mail)
 * against finding it by a field with no index, which scans the collection, through the driver and the
 * wire protocol. The indexed lookup should stay flat as the collection grows; the scan grows with it.
 */
const SIZES = [1_000, 20_000];
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 500);

async function timePerLookup(lookup: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i++) await lookup(i);
  const started = performance.now();
  for (let i = 0; i < LOOKUPS; i++) await lookup(i);
  return ((performance.now() - started) * 1000) / LOOKUPS;
}

/** Per-lookup times in a fresh collection of `size` accounts with a unique index on e-mail. */
async function measure(client: MongoClient, size: number, name: string) {
  const accounts = client.db('bench').collection(name);
  await accounts.createIndex({ email: 1 }, { unique: true });
  await accounts.insertMany(
    Array.from({ length: size }, (_, i) => ({ email: `user${i}@example.com`, nickname: `user${i}` })),
  );
  // Spread over the collection, so the scan's cost is not flattered by early hits.
  const pick = (i: number) => (i * 7919) % size;
  return {
    indexed: await timePerLookup((i) => accounts.findOne({ email: `user${pick(i)}@example.com` })),
    scanned: await timePerLookup((i) => accounts.findOne({ nickname: `user${pick(i)}` })),
  };
}

async function main(): Promise<void> {
  const server = await startEmbeddedMongo({ port: 0 });
  const client = await new MongoClient(server.uri).connect();
  try {
    // The floor: driver and wire protocol with no work behind them (client and server share this process).
    const roundTrip = await timePerLookup(() => client.db('bench').command({ ping: 1 }));
    process.stdout.write(`round trip (ping) ${roundTrip.toFixed(0)} µs\n`);
    // Unprinted: warms the driver and the engine up, or the first size measured pays for it.
    await measure(client, SIZES[0]!, 'warm_up');
    for (const size of SIZES) {
      const { indexed, scanned } = await measure(client, size, `accounts_${size}`);
      process.stdout.write(
        `${String(size).padStart(6)} documents: unique-index lookup ${indexed.toFixed(0)} µs, ` +
          `scan ${scanned.toFixed(0)} µs (${(scanned / indexed).toFixed(1)}×)\n`,
      );
    }
  } finally {
    await client.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
