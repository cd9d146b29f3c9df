import { engineWithFreshDatabases } from '../helpers';

/** Hashed indexes through the official driver: equality lookups, and what MongoDB refuses in them. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

test('a hashed index is listed as created and finds equalities; hint reads it', async () => {
  const sessions = collection('sessions');
  await sessions.createIndex({ token: 'hashed' });
  await sessions.insertMany([
    { _id: 1, token: 'abc' },
    { _id: 2, token: 'def' },
    { _id: 3, token: 'abc' },
  ]);
  expect((await sessions.listIndexes().toArray()).map((index) => [index.name, index.key])).toEqual([
    ['_id_', { _id: 1 }],
    ['token_hashed', { token: 'hashed' }],
  ]);
  expect((await sessions.find({ token: 'abc' }).toArray()).map((doc) => doc._id)).toEqual([1, 3]);
  expect(
    (await sessions.find({ token: 'def' }).hint('token_hashed').toArray()).map((doc) => doc._id),
  ).toEqual([2]);
  expect(await sessions.countDocuments({ token: { $in: ['abc', 'def'] } })).toBe(3);
});

test('arrays, uniqueness and two hashed fields are refused as MongoDB refuses them', async () => {
  const items = collection('items');
  await items.createIndex({ tags: 'hashed' });
  await expect(items.insertOne({ tags: ['a', 'b'] })).rejects.toMatchObject({ code: 16766 });
  await expect(collection('u').createIndex({ a: 'hashed' }, { unique: true })).rejects.toMatchObject({
    code: 16764,
  });
  await expect(collection('u').createIndex({ a: 'hashed', b: 'hashed' })).rejects.toMatchObject({
    code: 31303,
  });
  const filled = collection('filled');
  await filled.insertOne({ tags: ['x'] });
  await expect(filled.createIndex({ tags: 'hashed' })).rejects.toMatchObject({ code: 16766 });
});
