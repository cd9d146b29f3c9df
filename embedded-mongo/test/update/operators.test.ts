import { Long, type Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Update operators: what each does to a document, and the errors MongoDB answers for what it refuses. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('update operators', () => {
  test('$pull with $or and $and conditions removes the matching elements', async () => {
    await collection('u').insertOne({
      _id: 1,
      items: [
        { a: 1, b: 1 },
        { a: 2, b: 2 },
        { a: 3, b: 3 },
      ],
      n: [1, 5, 9],
    });
    await collection('u').updateOne({ _id: 1 }, {
      $pull: { items: { $or: [{ a: 1 }, { b: 3 }] }, n: { $gte: 5 } },
    } as Document);
    expect(await collection('u').findOne({ _id: 1 })).toEqual({ _id: 1, items: [{ a: 2, b: 2 }], n: [1] });
    await collection('u').updateOne({ _id: 1 }, {
      $pull: { items: { $and: [{ a: 2 }, { b: 2 }] } },
    } as Document);
    expect((await collection('u').findOne({ _id: 1 }))?.items).toEqual([]);
  });

  test('$rename refuses a same-named, non-string or array-element target or source, and $bit a non-integer field', async () => {
    await collection('u').insertOne({ _id: 1, a: 1, list: [{ b: 1 }], d: 1.5, l: Long.fromNumber(6) });
    const refused = (update: Document) => collection('u').updateOne({ _id: 1 }, update);
    for (const [update, message] of [
      [{ $rename: { a: 'a' } }, 'The source and target field for $rename must differ: a'],
      [{ $rename: { a: 5 } }, "The 'to' field for $rename must be a string: a: 5"],
      [
        { $rename: { 'list.0.b': 'c' } },
        "The source field cannot be an array element, 'list.0.b' in doc with _id: 1 has an array field called 'list'",
      ],
      [
        { $rename: { a: 'list.1' } },
        "The destination field cannot be an array element, 'list.1' in doc with _id: 1 has an array field called 'list'",
      ],
      [
        { $bit: { d: { and: 1 } } },
        'Cannot apply $bit to a value of non-integral type.{_id: 1} has the field d of non-integer type double',
      ],
    ] as const)
      await expect(refused(update)).rejects.toMatchObject({ code: 2, message });
    await collection('u').updateOne({ _id: 1 }, { $bit: { l: { and: Long.fromNumber(3) } } });
    const [stored] = await collection('u').find({ _id: 1 }, { promoteLongs: false }).toArray();
    expect(stored).toEqual({ _id: 1, a: 1, list: [{ b: 1 }], d: 1.5, l: Long.fromNumber(2) });
  });

  test('$inc on a string is TypeMismatch (14) and changes nothing', async () => {
    await collection('u').insertOne({ _id: 1, a: 'text' });
    await expect(collection('u').updateOne({ _id: 1 }, { $inc: { a: 1 } })).rejects.toMatchObject({
      code: 14,
      message:
        "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'a' of non-numeric type string",
    });
    await expect(
      collection('u').updateOne({ _id: 1 }, { $inc: { b: 'x' } } as Document),
    ).rejects.toMatchObject({
      code: 14,
    });
    await expect(collection('u').updateOne({ _id: 1 }, { $mul: { a: 2 } })).rejects.toMatchObject({
      code: 14,
    });
    expect(await collection('u').findOne({ _id: 1 })).toEqual({ _id: 1, a: 'text' });
  });

  test('$push/$addToSet onto a non-array are BadValue (2), $pop is TypeMismatch (14)', async () => {
    await collection('u').insertOne({ _id: 1, a: 'text' });
    await expect(
      collection('u').updateOne({ _id: 1 }, { $push: { a: 1 } } as Document),
    ).rejects.toMatchObject({
      code: 2,
      message: "The field 'a' must be an array but is of type string in document {_id: 1}",
    });
    await expect(collection('u').updateOne({ _id: 1 }, { $addToSet: { a: 1 } })).rejects.toMatchObject({
      code: 2,
    });
    await expect(collection('u').updateOne({ _id: 1 }, { $pop: { a: 1 } })).rejects.toMatchObject({
      code: 14,
    });
    await expect(
      collection('u').updateOne({ _id: 1 }, { $pull: { a: 1 } } as Document),
    ).rejects.toMatchObject({ code: 2 });
  });

  test('an unknown modifier is FailedToParse (9)', async () => {
    await collection('u').insertOne({ _id: 1 });
    await expect(
      collection('u').updateOne({ _id: 1 }, { $frobnicate: { a: 1 } } as Document),
    ).rejects.toMatchObject({ code: 9 });
  });

  test('overlapping paths are ConflictingUpdateOperators (40)', async () => {
    await collection('u').insertOne({ _id: 1, a: { b: 1 } });
    await expect(
      collection('u').updateOne({ _id: 1 }, { $set: { a: 1 }, $inc: { 'a.b': 1 } }),
    ).rejects.toMatchObject({ code: 40 });
  });

  test('$set of _id to its own value is a no-op; to another value is ImmutableField (66)', async () => {
    await collection('u').insertOne({ _id: 1, a: 1 });
    const same = await collection('u').updateOne({ _id: 1 }, { $set: { _id: 1, a: 2 } });
    expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await collection('u').findOne({ _id: 1 })).toEqual({ _id: 1, a: 2 });
    await expect(collection('u').updateOne({ _id: 1 }, { $set: { _id: 2 } })).rejects.toMatchObject({
      code: 66,
    });
  });

  test('a positional $ in two fields uses the same matched index; two in one path is BadValue', async () => {
    await collection('u').insertOne({ _id: 1, a: [1, 2, 3], b: ['x', 'y', 'z'] });
    await collection('u').updateOne({ _id: 1, a: 2 }, { $set: { 'a.$': 20, 'b.$': 'Y' } });
    expect(await collection('u').findOne({ _id: 1 })).toEqual({ _id: 1, a: [1, 20, 3], b: ['x', 'Y', 'z'] });
    await expect(
      collection('u').updateOne({ _id: 1, a: 20 }, { $set: { 'a.$.b.$': 1 } }),
    ).rejects.toMatchObject({
      code: 2,
      message: "Too many positional (i.e. '$') elements found in path 'a.$.b.$'",
    });
  });

  test('$[] and $[<id>] with arrayFilters', async () => {
    await collection('u').insertOne({ _id: 1, grades: [80, 95, 100], items: [{ q: 1 }, { q: 5 }] });
    await collection('u').updateOne({ _id: 1 }, { $inc: { 'grades.$[]': 1 } });
    await collection('u').updateOne(
      { _id: 1 },
      { $set: { 'items.$[big].flag': true } },
      { arrayFilters: [{ 'big.q': { $gt: 2 } }] },
    );
    expect(await collection('u').findOne({ _id: 1 })).toEqual({
      _id: 1,
      grades: [81, 96, 101],
      items: [{ q: 1 }, { q: 5, flag: true }],
    });
  });

  test('a pipeline update with let variables', async () => {
    await collection('u').insertOne({ _id: 1, a: 2 });
    await engine.db.command({
      update: 'u',
      updates: [{ q: { _id: 1 }, u: [{ $set: { b: { $multiply: ['$a', '$$factor'] } } }] }],
      let: { factor: 10 },
    });
    expect(await collection('u').findOne({ _id: 1 })).toEqual({ _id: 1, a: 2, b: 20 });
  });
});
