import { engineWithFreshDatabases } from '../helpers';

/** Hints: refused when they name no index, on every command that takes one; otherwise read through. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('hint', () => {
  test('a hint naming no index is BadValue (2) on every command that takes one', async () => {
    await collection('h').insertOne({ _id: 1, a: 1 });
    await collection('h').createIndex({ a: 1 });
    const message = expect.stringContaining('hint provided does not correspond to an existing index');
    await expect(collection('h').find({}, { hint: 'nope' }).toArray()).rejects.toMatchObject({
      code: 2,
      message,
    });
    await expect(
      collection('h')
        .find({}, { hint: { b: 1 } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
    await expect(collection('h').countDocuments({}, { hint: 'nope' })).rejects.toMatchObject({ code: 2 });
    await expect(collection('h').updateOne({}, { $set: { a: 2 } }, { hint: 'nope' })).rejects.toMatchObject({
      code: 2,
    });
    await expect(collection('h').deleteOne({}, { hint: 'nope' })).rejects.toMatchObject({ code: 2 });
    await expect(
      collection('h').findOneAndUpdate({}, { $set: { a: 2 } }, { hint: { nope: 1 } }),
    ).rejects.toMatchObject({ code: 2 });
    expect(await collection('h').find({}, { hint: 'a_1' }).toArray()).toHaveLength(1);
    expect(
      await collection('h')
        .find({}, { hint: { a: 1 } })
        .toArray(),
    ).toHaveLength(1);
    expect(
      await collection('h')
        .find({}, { hint: { $natural: -1 } })
        .toArray(),
    ).toHaveLength(1);
    expect(await collection('h').findOne({ _id: 1 })).toEqual({ _id: 1, a: 1 });
  });

  describe('a hinted index is read, so the answer comes in its order', () => {
    beforeEach(async () => {
      await collection('h').insertMany([
        { _id: 1, k: 3, g: 'a' },
        { _id: 2, k: 1, g: 'b' },
        { _id: 3, k: 2, g: 'a' },
        { _id: 4, g: 'b' },
      ]);
      await collection('h').createIndex({ k: -1 });
      await collection('h').createIndex({ k: 1 }, { name: 'k_sparse', sparse: true });
    });
    const ids = (docs: Array<{ _id?: unknown }>) => docs.map((doc) => doc._id);

    test('by aggregate, with or without a leading $match, by key pattern or name', async () => {
      expect(
        ids(
          await collection('h')
            .aggregate([], { hint: { k: -1 } })
            .toArray(),
        ),
      ).toEqual([1, 3, 2, 4]);
      expect(
        ids(
          await collection('h')
            .aggregate([{ $match: { g: 'a' } }], { hint: 'k_-1' })
            .toArray(),
        ),
      ).toEqual([1, 3]);
      expect(
        ids(
          await collection('h')
            .aggregate([], { hint: { $natural: -1 } })
            .toArray(),
        ),
      ).toEqual([4, 3, 2, 1]);
    });

    test('by find, where a sort still decides and the index orders its ties', async () => {
      expect(
        ids(
          await collection('h')
            .find({}, { hint: { k: -1 } })
            .toArray(),
        ),
      ).toEqual([1, 3, 2, 4]);
      expect(
        ids(
          await collection('h')
            .find({}, { hint: { k: -1 }, sort: { g: 1 }, skip: 1, limit: 2 })
            .toArray(),
        ),
      ).toEqual([3, 2]);
    });

    test('a sparse index holds only the documents with its field, as MongoDB answers through it', async () => {
      expect(ids(await collection('h').find({}, { hint: 'k_sparse' }).toArray())).toEqual([2, 3, 1]);
      expect(ids(await collection('h').aggregate([], { hint: 'k_sparse' }).toArray())).toEqual([2, 3, 1]);
    });
  });
});
