import type { Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Equality of embedded documents counts their field order, as BSON's does. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('equality of embedded documents counts field order, as BSON does', () => {
  beforeEach(async () => {
    await collection('e').insertMany([
      { _id: 1, a: { x: 1, y: 2 }, list: [{ x: 1, y: 2 }] },
      { _id: 2, a: { y: 2, x: 1 }, list: [] },
    ]);
  });
  const ids = async (filter: Document) =>
    (
      await collection('e')
        .find(filter, { sort: { _id: 1 } })
        .toArray()
    ).map((doc) => doc._id);

  test('$eq, $ne, $in and $nin with a document', async () => {
    expect(await ids({ a: { x: 1, y: 2 } })).toEqual([1]);
    expect(await ids({ a: { $ne: { y: 2, x: 1 } } })).toEqual([1]);
    expect(await ids({ a: { $in: [{ y: 2, x: 1 }] } })).toEqual([2]);
    expect(await ids({ a: { $nin: [{ x: 1, y: 2 }] } })).toEqual([2]);
    expect(await ids({ list: { x: 1, y: 2 } })).toEqual([1]);
    expect(await ids({ list: [{ x: 1, y: 2 }] })).toEqual([1]);
  });

  test('$addToSet adds a document whose fields are in another order, and not an equal one', async () => {
    await collection('e').updateOne({ _id: 1 }, { $addToSet: { list: { y: 2, x: 1 } } });
    await collection('e').updateOne(
      { _id: 1 },
      { $addToSet: { list: { $each: [{ x: 1, y: 2 }, { z: 3 }] } } },
    );
    expect((await collection('e').findOne({ _id: 1 }))?.list).toEqual([
      { x: 1, y: 2 },
      { y: 2, x: 1 },
      { z: 3 },
    ]);
  });
});
