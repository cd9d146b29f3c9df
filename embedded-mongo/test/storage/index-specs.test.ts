import { Double } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Index specifications as MongoDB judges them, and hidden indexes. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('indexes refuse what MongoDB refuses', () => {
  test('arrays in two fields of a compound index: 171, on insert, update and index build', async () => {
    const c = collection('parallel');
    await c.createIndex({ a: 1, b: 1 });
    await expect(c.insertOne({ _id: 1, a: [1, 2], b: [3, 4] })).rejects.toMatchObject({
      code: 171,
      message: 'cannot index parallel arrays [b] [a]',
    });
    // Two fields inside one array are one array, not parallel ones.
    await c.insertOne({ _id: 2, a: 1, b: [3, 4] });
    await expect(c.updateOne({ _id: 2 }, { $set: { a: [1, 2] } })).rejects.toMatchObject({ code: 171 });
    expect(await c.find().toArray()).toEqual([{ _id: 2, a: 1, b: [3, 4] }]);
    const nested = collection('nested');
    await nested.createIndex({ 'items.x': 1, 'items.y': 1 });
    await nested.insertOne({
      _id: 1,
      items: [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
    });
    const later = collection('later');
    await later.insertOne({ _id: 1, a: [1], b: [2] });
    await expect(later.createIndex({ a: 1, b: 1 })).rejects.toMatchObject({ code: 171 });
    expect((await later.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });

  test('an unknown field in an index specification: 197 InvalidIndexSpecificationOption', async () => {
    await expect(
      engine.db.command({ createIndexes: 'spec', indexes: [{ key: { a: 1 }, name: 'a_1', unqiue: true }] }),
    ).rejects.toMatchObject({ code: 197, codeName: 'InvalidIndexSpecificationOption' });
  });

  test('a regular expression as _id', async () => {
    await expect(collection('ids').insertOne({ _id: /x/ as never })).rejects.toMatchObject({
      message: "can't use a regex for _id",
    });
  });
});

test('index key patterns and names are judged as MongoDB judges them', async () => {
  const c = collection('keys');
  await expect(c.createIndex({ a: 0 })).rejects.toMatchObject({
    code: 67,
    message: "Values in the index key pattern can't be 0.",
  });
  await expect(c.createIndex({ a: 'sideways' } as never)).rejects.toMatchObject({
    code: 67,
    message: "Unknown index plugin 'sideways'",
  });
  await expect(c.createIndex({ '$**': 1 })).rejects.toMatchObject({ code: 115 });
  await expect(c.createIndex({ 'a.$**': 1 })).rejects.toMatchObject({ code: 115 });
  await c.createIndex({ k: 1 }, { name: 'one' });
  await expect(c.createIndex({ k: 1 }, { name: 'two' })).rejects.toMatchObject({
    code: 85,
    message: 'Index already exists with a different name: one',
  });
  expect(await c.createIndex({ d: new Double(-1) } as never)).toBe('d_-1');
  expect((await c.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_', 'one', 'd_-1']);
});

test('a hidden index is kept (a unique one still refuses duplicates) but never planned with nor hinted', async () => {
  const c = collection('hidden');
  await c.createIndex({ email: 1 }, { unique: true, hidden: true });
  await c.insertOne({ email: 'a@example.com' });
  await expect(c.insertOne({ email: 'a@example.com' })).rejects.toMatchObject({ code: 11000 });
  await expect(c.find({ email: 'a@example.com' }).hint('email_1').toArray()).rejects.toMatchObject({
    code: 2,
  });
  expect(await c.countDocuments({ email: 'a@example.com' })).toBe(1);
});
