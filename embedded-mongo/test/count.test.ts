import { Int32, type Db } from 'mongodb';
import { startWithClient, type Harness } from './helpers';

/** A count (countDocuments' pipeline) answers what the $group would, typed as MongoDB types it. */
let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await startWithClient();
  db = h.client.db('counting');
  await db.collection('items').insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      i,
      kind: i % 3 === 0 ? 'a' : 'b',
      at: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
  await db.collection('items').createIndex({ kind: 1 });
});
afterAll(async () => {
  await h.close();
});

test('countDocuments counts what the filter matches, indexed or not, and nothing as 0', async () => {
  expect(await db.collection('items').countDocuments()).toBe(30);
  expect(await db.collection('items').countDocuments({ kind: 'a' })).toBe(10);
  expect(await db.collection('items').countDocuments({ at: { $gte: new Date(Date.UTC(2026, 0, 21)) } })).toBe(
    10,
  );
  expect(await db.collection('items').countDocuments({ kind: 'z' })).toBe(0);
  expect(await db.collection('items').countDocuments({ kind: 'b' }, { skip: 5, limit: 3 })).toBe(3);
});

test('a counting $group keeps its key, its name and the Int32 type; with no match it yields no group', async () => {
  const pipeline = (kind: string, key: unknown) => [
    { $match: { kind } },
    { $group: { _id: key, total: { $sum: 1 } } },
  ];
  const raw = { promoteValues: false };
  const [counted] = await db.collection('items').aggregate(pipeline('a', null), raw).toArray();
  expect(counted).toEqual({ _id: null, total: new Int32(10) });
  expect(counted!.total).toBeInstanceOf(Int32);
  expect(await db.collection('items').aggregate(pipeline('a', 'all')).toArray()).toEqual([
    { _id: 'all', total: 10 },
  ]);
  expect(await db.collection('items').aggregate(pipeline('z', null)).toArray()).toEqual([]);
  // Grouping by a field is a real group, not a count.
  expect(
    await db
      .collection('items')
      .aggregate([{ $match: {} }, { $group: { _id: '$kind', total: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray(),
  ).toEqual([
    { _id: 'a', total: 10 },
    { _id: 'b', total: 20 },
  ]);
});
