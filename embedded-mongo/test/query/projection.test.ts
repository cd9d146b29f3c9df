import { Double, Int32, Long, type Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Find projections: what they keep, in which order and with which types, and what they refuse. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('projection', () => {
  test('$slice alone keeps the other fields', async () => {
    await collection('p').insertOne({ _id: 1, name: 'n', list: [1, 2, 3, 4], other: { x: 1 } });
    expect(await collection('p').findOne({ _id: 1 }, { projection: { list: { $slice: 2 } } })).toEqual({
      _id: 1,
      name: 'n',
      list: [1, 2],
      other: { x: 1 },
    });
    expect(await collection('p').findOne({}, { projection: { list: { $slice: [-3, 2] }, name: 0 } })).toEqual(
      {
        _id: 1,
        list: [2, 3],
        other: { x: 1 },
      },
    );
  });

  test('$slice with an inclusion returns only the included fields', async () => {
    await collection('p').insertOne({ _id: 1, name: 'n', list: [1, 2, 3], other: 1 });
    expect(await collection('p').findOne({}, { projection: { name: 1, list: { $slice: -1 } } })).toEqual({
      _id: 1,
      name: 'n',
      list: [3],
    });
  });

  test("$slice with an inclusion returns the fields in the document's order, embedded ones too", async () => {
    await collection('p').insertOne({ _id: 1, list: [1, 2, 3], name: 'n', inner: { b: [1, 2], a: 1 } });
    const found = await collection('p').findOne(
      {},
      { projection: { name: 1, 'inner.a': 1, list: { $slice: -1 }, 'inner.b': { $slice: 1 } } },
    );
    expect(found).toEqual({ _id: 1, list: [3], name: 'n', inner: { b: [1], a: 1 } });
    expect(Object.keys(found!)).toEqual(['_id', 'list', 'name', 'inner']);
    expect(Object.keys(found!.inner as Document)).toEqual(['b', 'a']);
  });
});

describe('find projections', () => {
  beforeEach(async () => {
    await collection('proj').insertOne({
      _id: 1,
      cents: Long.fromNumber(5),
      scores: [Long.fromNumber(1), 7, 9],
    });
  });
  const exactly = async (projection: Document) =>
    (await engine.db.command({ find: 'proj', projection }, { promoteValues: false, promoteLongs: false }))
      .cursor.firstBatch[0];

  test('a renamed or computed field takes the type a pipeline gives it', async () => {
    expect(await exactly({ price: '$cents', twice: { $add: ['$cents', '$cents'] } })).toEqual({
      _id: new Int32(1),
      price: Long.fromNumber(5),
      twice: Long.fromNumber(10),
    });
  });

  test('top-level inclusions and exclusions keep the exact types and the document order, _id first', async () => {
    await collection('proj').insertOne({ _id: 2, b: Long.fromNumber(2), a: new Int32(1), c: 3.5 });
    const one = async (projection: Document) =>
      (
        await engine.db.command(
          { find: 'proj', filter: { _id: 2 }, projection },
          { promoteValues: false, promoteLongs: false },
        )
      ).cursor.firstBatch[0];
    expect(await one({ a: 1, b: true })).toEqual({
      _id: new Int32(2),
      b: Long.fromNumber(2),
      a: new Int32(1),
    });
    expect(Object.keys(await one({ a: 1, b: 1 }))).toEqual(['_id', 'b', 'a']);
    expect(await one({ a: 1, _id: 0 })).toEqual({ a: new Int32(1) });
    expect(await one({ _id: 1 })).toEqual({ _id: new Int32(2) });
    expect(await one({ _id: 0 })).toEqual({ b: Long.fromNumber(2), a: new Int32(1), c: new Double(3.5) });
    expect(await one({ b: 0, c: false })).toEqual({ _id: new Int32(2), a: new Int32(1) });
    expect(await one({ b: 0, _id: 1 })).toEqual({ _id: new Int32(2), a: new Int32(1), c: new Double(3.5) });
    expect(await one({ missing: 1 })).toEqual({ _id: new Int32(2) });
  });

  test("kept fields come in the document's order, embedded ones too, and computed fields after them", async () => {
    await collection('proj').insertOne({ _id: 3, z: 1, sub: { y: 1, x: 2, w: 3 }, a: 2 });
    const [found] = await collection('proj')
      .find({ _id: 3 }, { projection: { total: { $add: ['$z', '$a'] }, a: 1, 'sub.x': 1, 'sub.y': 1, z: 1 } })
      .toArray();
    const [projected] = await collection('proj')
      .aggregate([
        { $match: { _id: 3 } },
        { $project: { total: { $add: ['$z', '$a'] }, a: 1, 'sub.x': 1, 'sub.y': 1, z: 1 } },
      ])
      .toArray();
    for (const doc of [found!, projected!]) {
      expect(Object.keys(doc)).toEqual(['_id', 'z', 'sub', 'a', 'total']);
      expect(Object.keys(doc.sub as Document)).toEqual(['y', 'x']);
    }
  });

  test('a projection both including and excluding fields is refused, named by the first odd field', async () => {
    const refused = (projection: Document) => collection('proj').findOne({}, { projection });
    await expect(refused({ a: 1, b: 0 })).rejects.toMatchObject({
      code: 31254,
      message: 'Cannot do exclusion on field b in inclusion projection',
    });
    await expect(refused({ _id: 0, 'a.x': 0, b: 1 })).rejects.toMatchObject({
      code: 31253,
      message: 'Cannot do inclusion on field b in exclusion projection',
    });
  });

  test('$elemMatch keeps the first element meeting a condition on scalars, or leaves the field out', async () => {
    expect(await exactly({ scores: { $elemMatch: { $gte: 5 } } })).toEqual({
      _id: new Int32(1),
      scores: [new Int32(7)],
    });
    expect(await exactly({ scores: { $elemMatch: { $lt: 2 } } })).toEqual({
      _id: new Int32(1),
      scores: [Long.fromNumber(1)],
    });
    expect(await exactly({ scores: { $elemMatch: { $gt: 100 } } })).toEqual({ _id: new Int32(1) });
    await expect(
      engine.db.command({ find: 'proj', projection: { 'a.b': { $elemMatch: { $gt: 1 } } } }),
    ).rejects.toMatchObject({ code: 31275 });
  });
});
