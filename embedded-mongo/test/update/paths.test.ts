import type { Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Update paths: where a field can be created, `$currentDate`, and the paths MongoDB refuses. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('update paths and $currentDate', () => {
  test('a field cannot be created inside null, a scalar or (by name) an array: 28 PathNotViable', async () => {
    await collection('p').insertOne({ _id: 1, n: null, s: 'text', list: [{ b: 1 }] });
    const updates: Document[] = [
      { $set: { 'n.x': 1 } },
      { $inc: { 's.count': 1 } },
      { $set: { 'list.b': 2 } },
      { $push: { 'n.items': 1 } },
      { $rename: { s: 'n.s' } },
    ];
    for (const update of updates)
      await expect(collection('p').updateOne({ _id: 1 }, update)).rejects.toMatchObject({
        code: 28,
        message: expect.stringMatching(/^Cannot create field '\w+' in element \{\w+: /),
      });
    await collection('p').updateOne(
      { _id: 1 },
      { $set: { 'list.0.c': 2, 'list.2': 'padded', 'made.deep': 1 } },
    );
    expect(await collection('p').findOne({ _id: 1 })).toEqual({
      _id: 1,
      n: null,
      s: 'text',
      list: [{ b: 1, c: 2 }, null, 'padded'],
      made: { deep: 1 },
    });
  });

  test('$currentDate sets a date, or a Timestamp when asked; anything else is refused', async () => {
    await collection('d').insertOne({ _id: 1 });
    const before = Date.now();
    await collection('d').updateOne({ _id: 1 }, {
      $currentDate: { at: true, on: { $type: 'date' }, ts: { $type: 'timestamp' } },
    } as Document);
    const doc = await collection('d').findOne({ _id: 1 });
    expect(doc?.at).toBeInstanceOf(Date);
    expect((doc?.on as Date).getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(doc?.ts?._bsontype).toBe('Timestamp');
    expect(Math.abs(Number(doc?.ts?.high) - before / 1000)).toBeLessThan(5);
    await expect(
      collection('d').updateOne({ _id: 1 }, { $currentDate: { at: { $type: 'string' } } } as Document),
    ).rejects.toMatchObject({ code: 2 });
  });
});

test('update paths: empty field names (56), array filters unused (9) or missing (2), $[] on a non-array (2)', async () => {
  await collection('paths').insertOne({ _id: 1, n: 1, items: [{ k: 1 }] });
  const update = (spec: Document, options = {}) => collection('paths').updateOne({ _id: 1 }, spec, options);
  await expect(update({ $set: { '': 1 } })).rejects.toMatchObject({ code: 56 });
  await expect(update({ $set: { 'a..b': 1 } })).rejects.toMatchObject({ code: 56 });
  await expect(update({ $set: { n: 2 } }, { arrayFilters: [{ 'x.k': 1 }] })).rejects.toMatchObject({
    code: 9,
    message: expect.stringContaining("The array filter for identifier 'x' was not used"),
  });
  await expect(update({ $set: { 'items.$[y].k': 2 } })).rejects.toMatchObject({
    code: 2,
    message: "No array filter found for identifier 'y' in path 'items.$[y].k'",
  });
  await expect(update({ $set: { 'n.$[]': 2 } })).rejects.toMatchObject({
    code: 2,
    message: 'Cannot apply array updates to non-array element n: 1',
  });
  await expect(update({ $set: { 'none.$[]': 2 } })).rejects.toMatchObject({
    message: "The path 'none' must exist in the document in order to apply array updates.",
  });
  await update({ $set: { 'items.$[y].k': 5 } }, { arrayFilters: [{ 'y.k': 1 }] });
  expect(await collection('paths').findOne({ _id: 1 })).toEqual({ _id: 1, n: 1, items: [{ k: 5 }] });
});
