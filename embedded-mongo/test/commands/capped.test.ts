import type { Document } from 'mongodb';
import { acrossRestarts, engineWithFreshDatabases, refusal, type Loose } from '../helpers';

/** Capped collections: insertion order kept, the oldest documents removed beyond the size or the count. */
const engine = engineWithFreshDatabases();

const ids = (docs: Document[]) => docs.map((doc) => doc._id as number);

test('keeps at most max documents, dropping the oldest, in insertion order', async () => {
  const log = await engine.db.createCollection<Loose>('log', { capped: true, size: 100_000, max: 3 });
  for (const _id of [5, 1, 4, 2, 3]) await log.insertOne({ _id, at: _id });
  expect(ids(await log.find().toArray())).toEqual([4, 2, 3]);
  expect(ids(await log.find().sort({ $natural: -1 }).toArray())).toEqual([3, 2, 4]);
});

test('keeps its documents within size bytes, dropping the oldest, and refuses one larger than the cap', async () => {
  const log = await engine.db.createCollection<Loose>('log', { capped: true, size: 4096 });
  const text = 'x'.repeat(900); // 925 bytes a document: four fit in 4096, five do not
  await log.insertMany([1, 2, 3, 4, 5, 6].map((_id) => ({ _id, text })));
  const kept = ids(await log.find().toArray());
  expect(kept).toEqual([3, 4, 5, 6]);
  const stats = await engine.db.command({ collStats: 'log' });
  expect(stats.size).toBeLessThanOrEqual(4096);
  expect(stats).toMatchObject({ capped: true, count: 4, maxSize: 4096 });
  const tooLarge = await refusal(log.insertOne({ _id: 7, text: 'y'.repeat(5000) }));
  expect(tooLarge.code).toBe(10003);
  expect(ids(await log.find().toArray())).toEqual([3, 4, 5, 6]);
});

test('listCollections shows capped, size rounded up to 256 bytes and max; create refuses a missing size', async () => {
  await engine.db.createCollection('log', { capped: true, size: 5000, max: 10 });
  const [info] = await engine.db.listCollections({ name: 'log' }).toArray();
  expect((info as Document).options).toEqual({ capped: true, size: 5120, max: 10 });
  const missing = await refusal(engine.db.createCollection('other', { capped: true }));
  expect(missing.code).toBe(72);
  expect((await engine.db.command({ collStats: 'log' })).capped).toBe(true);
  await engine.collection('plain').insertOne({ _id: 1 });
  expect((await engine.db.command({ collStats: 'plain' })).capped).toBe(false);
});

test('deletes and updates are allowed, as in MongoDB 7.0', async () => {
  const log = await engine.db.createCollection<Loose>('log', { capped: true, size: 4096, max: 3 });
  await log.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
  expect((await log.deleteOne({ _id: 2 })).deletedCount).toBe(1);
  await log.updateOne({ _id: 1 }, { $set: { seen: true } });
  await log.insertMany([{ _id: 4 }, { _id: 5 }]);
  expect(await log.find().toArray()).toEqual([{ _id: 3 }, { _id: 4 }, { _id: 5 }]);
});

test('a capped collection keeps its bounds and order across a restart', async () => {
  await acrossRestarts(
    async (client) => {
      const log = await client.db('app').createCollection<Loose>('log', { capped: true, size: 4096, max: 2 });
      await log.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    },
    async (client, restart) => {
      const log = client.db('app').collection<Loose>('log');
      expect(ids(await log.find().toArray())).toEqual(restart === 0 ? [2, 3] : [3, 10]);
      await log.insertOne({ _id: 10 + restart });
    },
  );
});
