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
