import { engineWithFreshDatabases } from '../helpers';

/** Collations in pipelines: ICU locale ids as find takes them, and groups the engine cannot form refused. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('aggregation under a collation', () => {
  beforeEach(async () => {
    await collection('words').insertMany([
      { _id: 1, t: 'b' },
      { _id: 2, t: 'A' },
      { _id: 3, t: 'a' },
    ]);
  });
  const ids = (docs: Array<{ _id?: unknown }>) => docs.map((doc) => doc._id);
  const collation = { locale: 'en_US', strength: 2 };

  test('a full locale id (en_US) is taken by $match, $sort and what follows, as by find', async () => {
    const pipeline = [{ $match: { t: 'a' } }, { $sort: { t: 1, _id: -1 } }, { $addFields: { seen: true } }];
    expect(ids(await collection('words').aggregate(pipeline, { collation }).toArray())).toEqual([3, 2]);
    expect(
      ids(
        await collection('words')
          .aggregate([{ $sort: { t: -1, _id: 1 } }], { collation })
          .toArray(),
      ),
    ).toEqual([1, 2, 3]);
    expect(ids(await collection('words').find({ t: 'a' }, { collation }).toArray())).toEqual([2, 3]);
    expect(await collection('words').countDocuments({ t: 'A' }, { collation })).toBe(2);
  });

  test('grouping by a value, which MongoDB does by the collation, is refused (115) rather than split', async () => {
    for (const pipeline of [[{ $group: { _id: '$t', n: { $sum: 1 } } }], [{ $sortByCount: '$t' }]])
      await expect(collection('words').aggregate(pipeline, { collation }).toArray()).rejects.toMatchObject({
        code: 115,
      });
    const counted = await collection('words')
      .aggregate([{ $group: { _id: null, n: { $sum: 1 } } }], { collation })
      .toArray();
    expect(counted).toEqual([{ _id: null, n: 3 }]);
  });
});
