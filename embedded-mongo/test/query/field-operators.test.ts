import { DBRef, Long, ObjectId } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Query operators on plain values, on missing and empty collections, and on DBRef fields. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('$all', () => {
  test('matches a field holding the one value itself, as the $and of equalities it stands for', async () => {
    await collection('films').insertMany([
      { _id: 1, title: 'Aristocats' },
      { _id: 2, title: ['Aristocats', 'Robin Hood'] },
      { _id: 3, title: 'Robin Hood' },
    ]);
    const ids = async (filter: object) =>
      (await collection('films').find(filter).sort({ _id: 1 }).toArray()).map((doc) => doc._id);
    expect(await ids({ title: { $all: ['Aristocats'] } })).toEqual([1, 2]);
    expect(await ids({ title: { $all: ['Aristocats', 'Robin Hood'] } })).toEqual([2]);
    expect(await ids({ title: { $all: [/^Rob/] } })).toEqual([2, 3]);
    expect(await ids({ title: { $all: [] } })).toEqual([]);
  });
});

describe('an unknown query operator', () => {
  const unknown = { a: { $notAnOperator: 1 } };
  const refusal = { code: 2, message: 'unknown operator: $notAnOperator' };

  test('is refused (2) on a collection with documents, an empty one and a missing one', async () => {
    await collection('full').insertOne({ a: 1 });
    await collection('empty').insertOne({ a: 1 });
    await collection('empty').deleteMany({});
    for (const name of ['full', 'empty', 'missing']) {
      await expect(collection(name).find(unknown).toArray()).rejects.toMatchObject(refusal);
      await expect(collection(name).countDocuments(unknown)).rejects.toMatchObject(refusal);
      await expect(collection(name).distinct('a', unknown)).rejects.toMatchObject(refusal);
      await expect(
        collection(name)
          .aggregate([{ $match: unknown }])
          .toArray(),
      ).rejects.toMatchObject(refusal);
      await expect(collection(name).updateOne(unknown, { $set: { b: 1 } })).rejects.toMatchObject(refusal);
      await expect(collection(name).deleteMany(unknown)).rejects.toMatchObject(refusal);
      await expect(collection(name).findOneAndDelete(unknown)).rejects.toMatchObject(refusal);
    }
  });

  test('at the top level, and inside $not and $elemMatch', async () => {
    await expect(collection('missing').find({ $notAnOperator: 1 }).toArray()).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('unknown top level operator: $notAnOperator'),
    });
    await expect(
      collection('missing')
        .find({ a: { $not: { $nope: 1 } } })
        .toArray(),
    ).rejects.toMatchObject({
      code: 2,
    });
    await expect(
      collection('missing')
        .find({ a: { $elemMatch: { $nope: 1 } } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
    expect(await engine.db.collection('missing').countDocuments()).toBe(0);
  });
});

describe('DBRef fields', () => {
  const target = new ObjectId();
  // A DBRef's $id may be any value; the driver's type says ObjectId.
  const five = 5 as unknown as ObjectId;
  beforeEach(async () => {
    await collection('links').insertMany([
      { _id: 1, refs: [new DBRef('users', target), new DBRef('orders', five)] },
      { _id: 2, refs: [new DBRef('users', new ObjectId())], owner: new DBRef('users', target) },
    ]);
  });
  const ids = async (filter: object) =>
    (await collection('links').find(filter).sort({ _id: 1 }).toArray()).map((doc) => doc._id);

  test('$elemMatch on $id and $ref', async () => {
    expect(await ids({ refs: { $elemMatch: { $id: target } } })).toEqual([1]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'orders', $id: 5 } } })).toEqual([1]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'users', $id: 5 } } })).toEqual([]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'users' } } })).toEqual([1, 2]);
  });

  test('dotted paths into them, and equality with a whole DBRef', async () => {
    expect(await ids({ 'refs.$id': 5 })).toEqual([1]);
    expect(await ids({ 'owner.$id': target })).toEqual([2]);
    expect(await ids({ owner: new DBRef('users', target) })).toEqual([2]);
    expect(await ids({ refs: new DBRef('orders', five) })).toEqual([1]);
    const found = await collection('links').findOne({ _id: 2 });
    expect(found?.owner).toBeInstanceOf(DBRef);
  });
});

describe('paths through arrays', () => {
  test('a path through an array of documents holding arrays reaches their elements', async () => {
    await collection('nested').insertMany([
      { _id: 1, a: [{ t: ['x'] }, { t: ['y', 'z'] }] },
      { _id: 2, a: [{ t: 'z' }, {}] },
      { _id: 3, a: [{ t: 1 }] },
    ]);
    const ids = async (filter: object) =>
      (await collection('nested').find(filter).sort({ _id: 1 }).toArray()).map((doc) => doc._id);
    expect(await ids({ 'a.t': 'z' })).toEqual([1, 2]);
    expect(await ids({ 'a.t': { $in: ['y'] } })).toEqual([1]);
    expect(await ids({ 'a.t': { $gt: 'y' } })).toEqual([1, 2]);
    expect(await ids({ 'a.t': { $all: ['y', 'z'] } })).toEqual([1]);
    expect(await ids({ 'a.t': ['y', 'z'] })).toEqual([1]);
    expect(await ids({ 'a.t': { $ne: 'z' } })).toEqual([3]);
    // An element without the field is a missing value, which null matches.
    expect(await ids({ 'a.t': null })).toEqual([2]);
  });

  test('$mod of an Int64 beyond 2^53 is exact', async () => {
    await collection('mods').insertMany([
      { _id: 1, n: Long.fromString('9007199254740992') },
      { _id: 2, n: Long.fromString('9007199254740993') },
    ]);
    const found = await collection('mods')
      .find({ n: { $mod: [2, 1] } })
      .toArray();
    expect(found.map((doc) => doc._id)).toEqual([2]);
  });
});
