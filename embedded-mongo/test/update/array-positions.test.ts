import { Long } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Which array elements an update reaches: the positional `$` after each kind of filter, and `$[]`/`$[<id>]`. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('the positional $ updates the element the filter matched', () => {
  beforeEach(async () => {
    await collection('items').insertOne({
      _id: 1,
      arr: [
        { name: 'x', v: 0 },
        { name: 'abc', v: 0 },
      ],
      grades: [80, 95, 70],
    });
  });

  test('matched by $elemMatch on documents, as by the dotted filter', async () => {
    await collection('items').updateOne({ arr: { $elemMatch: { name: 'abc' } } }, { $set: { 'arr.$.v': 1 } });
    await collection('items').updateOne({ 'arr.name': 'x' }, { $set: { 'arr.$.v': 2 } });
    expect((await collection('items').findOne({ _id: 1 }))?.arr).toEqual([
      { name: 'x', v: 2 },
      { name: 'abc', v: 1 },
    ]);
  });

  test('matched by $elemMatch on values, by a range, and inside $or', async () => {
    await collection('items').updateOne(
      { grades: { $elemMatch: { $gte: 90 } } },
      { $set: { 'grades.$': 90 } },
    );
    await collection('items').updateOne({ grades: { $lt: 75 } }, { $inc: { 'grades.$': 5 } });
    await collection('items').updateOne(
      { $or: [{ 'arr.name': 'nothing' }, { 'arr.name': 'abc' }] },
      { $set: { 'arr.$.v': 3 } },
    );
    const doc = await collection('items').findOne({ _id: 1 });
    expect(doc?.grades).toEqual([80, 90, 75]);
    expect(doc?.arr).toEqual([
      { name: 'x', v: 0 },
      { name: 'abc', v: 3 },
    ]);
  });
});

describe('array filters and $[] reach each selected element once', () => {
  beforeEach(async () => {
    await collection('rows').insertOne({
      _id: 1,
      a: [
        { k: 1, x: 0, y: 0 },
        { k: 2, x: 0, y: 0 },
      ],
    });
  });

  test('two paths under one array filter in one $set', async () => {
    await collection('rows').updateOne(
      { _id: 1 },
      { $set: { 'a.$[e].x': 5, 'a.$[e].y': 6 } },
      { arrayFilters: [{ 'e.k': 2 }] },
    );
    expect((await collection('rows').findOne({ _id: 1 }))?.a).toEqual([
      { k: 1, x: 0, y: 0 },
      { k: 2, x: 5, y: 6 },
    ]);
  });

  test('two $[] paths in one $set, and operators of different kinds on one element', async () => {
    await collection('rows').updateOne({ _id: 1 }, { $set: { 'a.$[].x': 7, 'a.$[].y': 8 } });
    await collection('rows').updateOne(
      { _id: 1 },
      { $inc: { 'a.$[e].x': 1 }, $unset: { 'a.$[e].y': '' } },
      { arrayFilters: [{ 'e.k': 1 }] },
    );
    expect((await collection('rows').findOne({ _id: 1 }))?.a).toEqual([
      { k: 1, x: 8 },
      { k: 2, x: 7, y: 8 },
    ]);
  });

  test('elements are chosen in the document as it was before the update', async () => {
    await collection('rows').updateOne(
      { _id: 1 },
      { $set: { 'a.$[e].k': 9, 'a.$[e].x': 1 } },
      { arrayFilters: [{ 'e.k': 2 }] },
    );
    expect((await collection('rows').findOne({ _id: 1 }))?.a).toEqual([
      { k: 1, x: 0, y: 0 },
      { k: 9, x: 1, y: 0 },
    ]);
  });

  test('two filters selecting the same element conflict (40)', async () => {
    await expect(
      collection('rows').updateOne(
        { _id: 1 },
        { $set: { 'a.$[e].x': 1, 'a.$[f].x': 2 } },
        { arrayFilters: [{ 'e.k': 2 }, { 'f.x': 0 }] },
      ),
    ).rejects.toMatchObject({ code: 40 });
    expect((await collection('rows').findOne({ _id: 1 }))?.a[1]).toEqual({ k: 2, x: 0, y: 0 });
  });
});

describe('the positional $ after other kinds of filter', () => {
  const updated = async (doc: object, filter: object, update: object) => {
    await collection('kinds').deleteMany({});
    await collection('kinds').insertOne({ _id: 1, ...doc });
    await collection('kinds').updateOne(filter, update);
    return collection('kinds').findOne({ _id: 1 }, { projection: { _id: 0 } });
  };

  test('$in, a regular expression, $all (its last value) and a path through nested arrays', async () => {
    expect(await updated({ g: [80, 95, 70] }, { g: { $in: [95] } }, { $set: { 'g.$': 1 } })).toEqual({
      g: [80, 1, 70],
    });
    expect(await updated({ g: ['ab', 'cd'] }, { g: /^c/ }, { $set: { 'g.$': 'X' } })).toEqual({
      g: ['ab', 'X'],
    });
    expect(await updated({ g: [1, 2, 3] }, { g: { $all: [2, 3] } }, { $set: { 'g.$': 0 } })).toEqual({
      g: [1, 2, 0],
    });
    expect(
      await updated({ a: [{ t: ['x'] }, { t: ['y', 'z'] }] }, { 'a.t': 'z' }, { $set: { 'a.$.hit': 1 } }),
    ).toEqual({ a: [{ t: ['x'] }, { t: ['y', 'z'], hit: 1 }] });
  });

  test('$pull and $push through the matched element', async () => {
    const doc = {
      a: [
        { k: 1, l: [1, 2] },
        { k: 2, l: [1, 2] },
      ],
    };
    expect(await updated(doc, { 'a.k': 2 }, { $pull: { 'a.$.l': 1 } })).toEqual({
      a: [
        { k: 1, l: [1, 2] },
        { k: 2, l: [2] },
      ],
    });
    expect(await updated(doc, { 'a.k': 1 }, { $push: { 'a.$.l': 3 } })).toEqual({
      a: [
        { k: 1, l: [1, 2, 3] },
        { k: 2, l: [1, 2] },
      ],
    });
  });

  test('a negation names no element, so the update is refused (2)', async () => {
    await collection('kinds').insertOne({ _id: 1, g: [1, 2] });
    await expect(
      collection('kinds').updateOne({ g: { $ne: 5 } }, { $set: { 'g.$': 9 } }),
    ).rejects.toMatchObject({
      code: 2,
      message: 'The positional operator did not find the match needed from the query.',
    });
  });
});

describe('array filters of every kind', () => {
  const updated = async (doc: object, update: object, arrayFilters?: object[]) => {
    await collection('filters').deleteMany({});
    await collection('filters').insertOne({ _id: 1, ...doc });
    await collection('filters').updateOne({ _id: 1 }, update, arrayFilters ? { arrayFilters } : {});
    return collection('filters').findOne({ _id: 1 }, { projection: { _id: 0 } });
  };

  test('on scalar elements, with $in, $or, $elemMatch and $type', async () => {
    expect(await updated({ g: [80, 95, 70] }, { $set: { 'g.$[e]': 100 } }, [{ e: { $gte: 90 } }])).toEqual({
      g: [80, 100, 70],
    });
    const rows = { a: [{ k: 1 }, { k: 2 }, { k: 3 }] };
    const hits = { a: [{ k: 1, hit: true }, { k: 2 }, { k: 3, hit: true }] };
    expect(await updated(rows, { $set: { 'a.$[e].hit': true } }, [{ 'e.k': { $in: [1, 3] } }])).toEqual(hits);
    expect(
      await updated(rows, { $set: { 'a.$[e].hit': true } }, [{ $or: [{ 'e.k': 1 }, { 'e.k': 3 }] }]),
    ).toEqual(hits);
    expect(
      await updated({ a: [{ l: [1, 5] }, { l: [2] }] }, { $set: { 'a.$[e].hit': true } }, [
        { 'e.l': { $elemMatch: { $gt: 4 } } },
      ]),
    ).toEqual({ a: [{ l: [1, 5], hit: true }, { l: [2] }] });
    expect(await updated({ a: [1, 'x'] }, { $set: { 'a.$[e]': 0 } }, [{ e: { $type: 'string' } }])).toEqual({
      a: [1, 0],
    });
  });

  test('$pull, $push and $inc of an Int64 through them, and $[<id>] under $[]', async () => {
    expect(
      await updated(
        {
          a: [
            { k: 1, l: [1, 2] },
            { k: 2, l: [1, 2] },
          ],
        },
        { $pull: { 'a.$[].l': 1 }, $push: { 'a.$[e].m': 9 } },
        [{ 'e.k': 2 }],
      ),
    ).toEqual({
      a: [
        { k: 1, l: [2] },
        { k: 2, l: [2], m: [9] },
      ],
    });
    const big = await updated(
      { a: [{ v: Long.fromString('9007199254740993') }] },
      { $inc: { 'a.$[].v': 1 } },
    );
    expect(String(big?.a[0].v)).toBe('9007199254740994');
    expect(
      await updated(
        { a: [{ b: [{ c: 1 }, { c: 2 }] }, { b: [{ c: 2 }] }] },
        { $set: { 'a.$[].b.$[x].hit': 1 } },
        [{ 'x.c': 2 }],
      ),
    ).toEqual({ a: [{ b: [{ c: 1 }, { c: 2, hit: 1 }] }, { b: [{ c: 2, hit: 1 }] }] });
  });
});
