import * as fs from 'node:fs';
import * as path from 'node:path';
import { MongoClient } from 'mongodb';
import { spawnServer, startWithClient, tempDir } from '../helpers';

/**
 * The engine on a worker thread (`worker: true`, how the API starts it so that commands do not take
 * turns with HTTP requests) is the same engine: it serves the driver, journals, and stops cleanly. Jest
 * cannot load TypeScript in a worker thread, so the engine runs in a child process with the SWC hook.
 */
test('an engine on a worker thread serves through its Unix socket, journals, counts and stops cleanly', async () => {
  const dbPath = tempDir();
  const { child, uri } = await spawnServer(path.join(__dirname, '..', 'fixtures', 'worker-engine.ts'), [
    dbPath,
  ]);
  const socketPath = decodeURIComponent(/^mongodb:\/\/([^/]+)\//.exec(uri)![1]!);
  expect(socketPath).toMatch(/\.sock$/);
  expect(fs.statSync(socketPath).isSocket()).toBe(true);
  const client = await new MongoClient(uri).connect();
  const items = client.db('app').collection('items');
  await items.createIndex({ n: 1 });
  await items.insertMany(Array.from({ length: 10 }, (_, n) => ({ n })));
  expect(
    (
      await items
        .find({ n: { $gte: 7 } })
        .sort({ n: -1 })
        .toArray()
    ).map((doc) => doc.n),
  ).toEqual([9, 8, 7]);
  await client.close();
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exitCode).toBe(0);
  // The counts crossed from the worker thread in batches, none lost.
  const counts = JSON.parse(/counts (\{.*\})/.exec(output)![1]!) as Record<string, number>;
  expect(counts).toMatchObject({ createIndexes: 1, insert: 1, find: 1 });
  expect(fs.existsSync(socketPath)).toBe(false);
  // Stopped cleanly: the lock is released and every write is in the journal.
  const { client: again, close } = await startWithClient({ dbPath });
  try {
    expect(await again.db('app').collection('items').countDocuments()).toBe(10);
  } finally {
    await close();
  }
  fs.rmSync(dbPath, { recursive: true, force: true });
}, 30_000);
