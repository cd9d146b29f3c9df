import { engineWithFreshDatabases } from '../helpers';

/** What a collation changes: how finds match and sort, and how updates, deletes, counts and distinct select. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('collation', () => {
  const caseless = { locale: 'en', strength: 2 };

  test('find matches under a case-insensitive collation', async () => {
    await collection('c').insertMany([
      { _id: 1, name: 'Alice' },
      { _id: 2, name: 'bob' },
    ]);
    expect(await collection('c').find({ name: 'alice' }, { collation: caseless }).toArray()).toEqual([
      { _id: 1, name: 'Alice' },
    ]);
    expect(await collection('c').find({ name: 'alice' }).toArray()).toEqual([]);
    expect(
      await collection('c')
        .find({ name: { $in: ['BOB'] } }, { collation: caseless })
        .toArray(),
    ).toEqual([{ _id: 2, name: 'bob' }]);
  });

  test('sort orders by the collation', async () => {
    await collection('c').insertMany([
      { _id: 1, n: 'b' },
      { _id: 2, n: 'B' },
      { _id: 3, n: 'a' },
    ]);
    const binary = await collection('c').find().sort({ n: 1 }).toArray();
    expect(binary.map((d) => d.n)).toEqual(['B', 'a', 'b']);
    const collated = await collection('c').find().sort({ n: 1 }).collation({ locale: 'en' }).toArray();
    expect(collated.map((d) => d.n)).toEqual(['a', 'b', 'B']);
  });

  test('update, delete, count and distinct honour the collation', async () => {
    await collection('c').insertMany([
      { _id: 1, n: 'X' },
      { _id: 2, n: 'x' },
      { _id: 3, n: 'y' },
    ]);
    expect(await collection('c').countDocuments({ n: 'x' }, { collation: caseless })).toBe(2);
    expect(await collection('c').distinct('n', {}, { collation: caseless })).toEqual(['X', 'y']);
    const updated = await collection('c').updateMany(
      { n: 'x' },
      { $set: { hit: true } },
      { collation: caseless },
    );
    expect(updated.modifiedCount).toBe(2);
    const deleted = await collection('c').deleteMany({ n: 'Y' }, { collation: caseless });
    expect(deleted.deletedCount).toBe(1);
  });
});
