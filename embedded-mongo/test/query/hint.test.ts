import { engineWithFreshDatabases } from '../helpers';

/** Hints: refused when they name no index, on every command that takes one. */
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
});
