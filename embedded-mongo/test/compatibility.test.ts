import { Binary, Decimal128, Double, Int32, Long, type Db, type Document } from 'mongodb';
import { startWithClient, type Harness } from './helpers';

/** MongoDB's documented answer, or its own error, for what a client may send (right or loud). */
let h: Harness;
let db: Db;

/** Tests use numeric and string _ids, which the driver's default ObjectId-typed schema rejects. */
interface Loose extends Document {
  _id?: number | string;
}
const collection = (name: string) => db.collection<Loose>(name);

beforeAll(async () => {
  h = await startWithClient();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  db = h.client.db(`compat_${Math.random().toString(36).slice(2, 8)}`);
});

describe('collation', () => {
  const caseless = { locale: 'en', strength: 2 };

  test('find matches under a case-insensitive collation', async () => {
    await collection('c').insertMany([
      { _id: 1, name: 'Alice' },
      { _id: 2, name: 'bob' },
    ]);
    expect(await collection('c').find({ name: 'alice' }, { collation: caseless }).toArray()).toEqual([
      { _id: 1, name: 'Alice' },
    ]);
    expect(await collection('c').find({ name: 'alice' }).toArray()).toEqual([]);
    expect(
      await collection('c')
        .find({ name: { $in: ['BOB'] } }, { collation: caseless })
        .toArray(),
    ).toEqual([{ _id: 2, name: 'bob' }]);
  });

  test('sort orders by the collation', async () => {
    await collection('c').insertMany([
      { _id: 1, n: 'b' },
      { _id: 2, n: 'B' },
      { _id: 3, n: 'a' },
    ]);
    const binary = await collection('c').find().sort({ n: 1 }).toArray();
    expect(binary.map((d) => d.n)).toEqual(['B', 'a', 'b']);
    const collated = await collection('c').find().sort({ n: 1 }).collation({ locale: 'en' }).toArray();
    expect(collated.map((d) => d.n)).toEqual(['a', 'b', 'B']);
  });

  test('update, delete, count and distinct honour the collation', async () => {
    await collection('c').insertMany([
      { _id: 1, n: 'X' },
      { _id: 2, n: 'x' },
      { _id: 3, n: 'y' },
    ]);
    expect(await collection('c').countDocuments({ n: 'x' }, { collation: caseless })).toBe(2);
    expect(await collection('c').distinct('n', {}, { collation: caseless })).toEqual(['X', 'y']);
    const updated = await collection('c').updateMany(
      { n: 'x' },
      { $set: { hit: true } },
      { collation: caseless },
    );
    expect(updated.modifiedCount).toBe(2);
    const deleted = await collection('c').deleteMany({ n: 'Y' }, { collation: caseless });
    expect(deleted.deletedCount).toBe(1);
  });
});

describe('document limits', () => {
  test('a document over 16 MiB is refused on insert', async () => {
    const big = 'x'.repeat(16 * 1024 * 1024);
    await expect(collection('l').insertOne({ big })).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('object to insert too large'),
    });
    expect(await collection('l').countDocuments()).toBe(0);
  });

  test('an update that grows a document past 16 MiB is refused', async () => {
    const half = 'x'.repeat(9 * 1024 * 1024);
    await collection('l').insertOne({ _id: 1, a: half });
    await expect(collection('l').updateOne({ _id: 1 }, { $set: { b: half } })).rejects.toMatchObject({
      code: 10334,
    });
    expect((await collection('l').findOne({ _id: 1 }))?.b).toBeUndefined();
  });

  test('nesting beyond 100 levels is refused with Overflow (15)', async () => {
    const nested = (levels: number): Document => {
      let doc: Document = { leaf: 1 };
      for (let i = 0; i < levels; i++) doc = { a: doc };
      return doc;
    };
    await collection('l').insertOne({ _id: 'ok', ...nested(90) });
    await expect(collection('l').insertOne({ _id: 'deep', ...nested(120) })).rejects.toMatchObject({
      code: 15,
      message: 'cannot insert document because it exceeds 100 levels of nesting',
    });
    await expect(
      collection('l').updateOne({ _id: 'ok' }, { $set: { b: nested(120) } }),
    ).rejects.toMatchObject({ code: 15 });
  });
});

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
});

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
    await db.command({
      update: 'u',
      updates: [{ q: { _id: 1 }, u: [{ $set: { b: { $multiply: ['$a', '$$factor'] } } }] }],
      let: { factor: 10 },
    });
    expect(await collection('u').findOne({ _id: 1 })).toEqual({ _id: 1, a: 2, b: 20 });
  });
});

describe('$type', () => {
  test('aliases and codes match MongoDB BSON types, "number" every numeric type', async () => {
    await collection('t').insertMany([
      { _id: 'int', v: 1 },
      { _id: 'double', v: new Double(2) },
      { _id: 'fraction', v: 2.5 },
      { _id: 'long', v: Long.fromNumber(3) },
      { _id: 'decimal', v: Decimal128.fromString('4.5') },
      { _id: 'string', v: '5' },
      { _id: 'array', v: [1, 'x'] },
    ]);
    const ids = async (type: unknown) =>
      (
        await collection('t')
          .find({ v: { $type: type } } as Document)
          .toArray()
      ).map((d) => d._id);
    expect(await ids('number')).toEqual(['int', 'double', 'fraction', 'long', 'decimal', 'array']);
    expect(await ids('int')).toEqual(['int', 'array']);
    expect(await ids('double')).toEqual(['double', 'fraction']);
    expect(await ids(18)).toEqual(['long']);
    expect(await ids('decimal')).toEqual(['decimal']);
    expect(await ids('array')).toEqual(['array']);
    expect(await ids(['string', 'long'])).toEqual(['long', 'string', 'array']);
    await expect(ids('nonsense')).rejects.toMatchObject({ code: 2 });
  });
});

describe('BSON numbers round-trip exactly', () => {
  test('Int32, Int64, Double and Decimal128 come back as the same types', async () => {
    const raw = db.collection<Loose>('n', { promoteValues: false });
    await raw.insertOne({
      _id: 1,
      i: new Int32(1),
      l: Long.fromNumber(2),
      d: new Double(3),
      f: new Double(3.5),
      m: Decimal128.fromString('4.10'),
      nested: [{ l: Long.fromNumber(5) }],
    });
    const doc = await raw.findOne({ _id: 1 }, { promoteValues: false });
    expect(doc?.i).toBeInstanceOf(Int32);
    expect(doc?.l).toEqual(Long.fromNumber(2));
    expect(doc?.d).toBeInstanceOf(Double);
    expect(doc?.f).toBeInstanceOf(Double);
    expect(doc?.m.toString()).toBe('4.10');
    expect(doc?.nested[0].l).toEqual(Long.fromNumber(5));
  });

  test('numbers compare across types, and $inc keeps an Int64 an Int64', async () => {
    const raw = db.collection<Loose>('n', { promoteValues: false });
    await raw.insertOne({ _id: 1, l: Long.fromNumber(10), d: new Double(1) });
    expect(await collection('n').countDocuments({ l: 10, d: { $gte: 1 } })).toBe(1);
    await collection('n').updateOne({ _id: 1 }, { $inc: { l: 5, d: 1 } });
    const doc = await raw.findOne({ _id: 1 }, { promoteValues: false });
    expect(doc?.l).toEqual(Long.fromNumber(15));
    expect(doc?.d).toEqual(new Double(2));
  });

  test('a sort compares across numeric types and returns the exact stored types', async () => {
    const raw = db.collection<Loose>('n', { promoteValues: false });
    await raw.insertMany([
      { _id: 1, v: Long.fromNumber(2) },
      { _id: 2, v: new Double(1) },
    ]);
    const sorted = await raw.find({}, { promoteValues: false }).sort({ v: 1 }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([new Int32(2), new Int32(1)]);
    expect(sorted[0]?.v).toBeInstanceOf(Double);
    const aggregated = await raw
      .aggregate([{ $match: { v: { $gte: 1 } } }, { $sort: { v: -1 } }], { promoteValues: false })
      .toArray();
    expect(aggregated[0]?.v).toEqual(Long.fromNumber(2));
  });
});

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

describe('commands and options', () => {
  test('buildInfo answers in both spellings (admin().buildInfo() sends buildinfo)', async () => {
    const info = await h.client.db('admin').admin().buildInfo();
    expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect((await db.command({ buildinfo: 1 })).ok).toBe(1);
  });

  test('explain is CommandNotSupported (115)', async () => {
    await expect(collection('e').find({}).explain()).rejects.toMatchObject({ code: 115 });
  });

  test('find options that are not implemented are refused by name', async () => {
    for (const option of [
      { min: { a: 1 } },
      { max: { a: 1 } },
      { returnKey: true },
      { showRecordId: true },
    ]) {
      await expect(db.command({ find: 'o', filter: {}, ...option })).rejects.toMatchObject({
        code: 115,
        message: expect.stringContaining(`'${Object.keys(option)[0]}'`),
      });
    }
    await expect(collection('o').find({}, { tailable: true }).toArray()).rejects.toMatchObject({ code: 115 });
  });

  test('let variables reach $expr in find, update, delete and aggregate', async () => {
    await collection('o').insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
    const expr = { $expr: { $eq: ['$a', '$$target'] } };
    expect(
      await collection('o')
        .find(expr, { let: { target: 2 } })
        .toArray(),
    ).toEqual([{ _id: 2, a: 2 }]);
    await collection('o').updateOne(expr, { $set: { hit: true } }, { let: { target: 1 } });
    expect(await collection('o').findOne({ _id: 1 })).toEqual({ _id: 1, a: 1, hit: true });
    expect(
      await collection('o')
        .aggregate([{ $match: expr }], { let: { target: 1 } })
        .toArray(),
    ).toHaveLength(1);
    expect((await collection('o').deleteMany(expr, { let: { target: 2 } })).deletedCount).toBe(1);
  });

  test('collection options that are not implemented are refused, not ignored', async () => {
    await expect(db.createCollection('v', { validator: { a: { $type: 'int' } } })).rejects.toMatchObject({
      code: 115,
    });
    await expect(db.createCollection('v', { collation: { locale: 'en' } })).rejects.toMatchObject({
      code: 115,
    });
  });

  test('index types other than ascending/descending are refused', async () => {
    await expect(collection('i').createIndex({ body: 'text' })).rejects.toMatchObject({ code: 115 });
    await expect(collection('i').createIndex({ loc: '2dsphere' })).rejects.toMatchObject({ code: 115 });
    await expect(
      collection('i').createIndex({ a: 1 }, { collation: { locale: 'en' } }),
    ).rejects.toMatchObject({
      code: 115,
    });
  });
});

describe('$lookup on localField/foreignField', () => {
  beforeEach(async () => {
    await collection('people').insertMany([
      { _id: 1, email: 'a@x.test', role: 'Admin' },
      { _id: 2, email: 'b@x.test', role: 'Customer' },
      { _id: 3, role: 'Nobody' },
    ]);
    await collection('people').createIndex({ email: 1 });
    await collection('sessions').insertMany([
      { _id: 's1', email: 'a@x.test' },
      { _id: 's2', email: ['b@x.test', 'a@x.test'] },
      { _id: 's3' },
      { _id: 's4', email: 'nobody@x.test' },
    ]);
  });

  const lookup = (extra: Document = {}) => ({
    $lookup: { from: 'people', localField: 'email', foreignField: 'email', as: 'people', ...extra },
  });
  const ids = (docs: Document[]) =>
    docs.map((d) => [d._id, (d.people as Document[]).map((p) => p._id).sort()]);

  test('joins by equality: a scalar, any element of an array, and a missing field matching missing', async () => {
    const joined = await collection('sessions')
      .aggregate([lookup(), { $sort: { _id: 1 } }])
      .toArray();
    expect(ids(joined)).toEqual([
      ['s1', [1]],
      ['s2', [1, 2]],
      ['s3', [3]],
      ['s4', []],
    ]);
  });

  test('a leading $match narrows the input before the join', async () => {
    const joined = await collection('sessions')
      .aggregate([{ $match: { _id: 's1' } }, lookup()])
      .toArray();
    expect(joined).toEqual([
      { _id: 's1', email: 'a@x.test', people: [{ _id: 1, email: 'a@x.test', role: 'Admin' }] },
    ]);
  });

  test('the concise form runs its pipeline over the matching documents only', async () => {
    const joined = await collection('sessions')
      .aggregate([{ $match: { _id: 's2' } }, lookup({ pipeline: [{ $match: { role: 'Admin' } }] })])
      .toArray();
    expect(ids(joined)).toEqual([['s2', [1]]]);
  });

  test('the concise form with let runs its pipeline with the local document’s variables', async () => {
    const joined = await collection('sessions')
      .aggregate([
        { $match: { _id: { $in: ['s1', 's2'] } } },
        lookup({
          let: { wanted: { $literal: 'Customer' } },
          pipeline: [{ $match: { $expr: { $eq: ['$role', '$$wanted'] } } }],
        }),
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(ids(joined)).toEqual([
      ['s1', []],
      ['s2', [2]],
    ]);
  });

  test('the pipeline form with let joins by the variables alone', async () => {
    const joined = await collection('sessions')
      .aggregate([
        { $match: { _id: 's1' } },
        {
          $lookup: {
            from: 'people',
            let: { e: '$email' },
            pipeline: [{ $match: { $expr: { $eq: ['$email', '$$e'] } } }, { $project: { _id: 1 } }],
            as: 'people',
          },
        },
      ])
      .toArray();
    expect(joined).toEqual([{ _id: 's1', email: 'a@x.test', people: [{ _id: 1 }] }]);
  });
});

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

test('$regex with the x option ignores whitespace and # comments in the pattern', async () => {
  await collection('r').insertMany([
    { _id: 1, code: 'AB-12' },
    { _id: 2, code: 'ab 12' },
  ]);
  const pattern = '^ [A-Z]+ - \\d+  # letters, a dash, digits\n $';
  expect(
    await collection('r')
      .find({ code: { $regex: pattern, $options: 'x' } })
      .toArray(),
  ).toEqual([{ _id: 1, code: 'AB-12' }]);
  expect(
    await collection('r')
      .aggregate([{ $match: { code: { $regex: pattern, $options: 'ix' } } }, { $sort: { _id: 1 } }])
      .toArray(),
  ).toEqual([{ _id: 1, code: 'AB-12' }]);
});

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

describe('indexes refuse what MongoDB refuses', () => {
  test('arrays in two fields of a compound index: 171, on insert, update and index build', async () => {
    const c = collection('parallel');
    await c.createIndex({ a: 1, b: 1 });
    await expect(c.insertOne({ _id: 1, a: [1, 2], b: [3, 4] })).rejects.toMatchObject({
      code: 171,
      message: 'cannot index parallel arrays [b] [a]',
    });
    // Two fields inside one array are one array, not parallel ones.
    await c.insertOne({ _id: 2, a: 1, b: [3, 4] });
    await expect(c.updateOne({ _id: 2 }, { $set: { a: [1, 2] } })).rejects.toMatchObject({ code: 171 });
    expect(await c.find().toArray()).toEqual([{ _id: 2, a: 1, b: [3, 4] }]);
    const nested = collection('nested');
    await nested.createIndex({ 'items.x': 1, 'items.y': 1 });
    await nested.insertOne({
      _id: 1,
      items: [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
    });
    const later = collection('later');
    await later.insertOne({ _id: 1, a: [1], b: [2] });
    await expect(later.createIndex({ a: 1, b: 1 })).rejects.toMatchObject({ code: 171 });
    expect((await later.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });

  test('an unknown field in an index specification: 197 InvalidIndexSpecificationOption', async () => {
    await expect(
      db.command({ createIndexes: 'spec', indexes: [{ key: { a: 1 }, name: 'a_1', unqiue: true }] }),
    ).rejects.toMatchObject({ code: 197, codeName: 'InvalidIndexSpecificationOption' });
  });

  test('a regular expression as _id', async () => {
    await expect(collection('ids').insertOne({ _id: /x/ as never })).rejects.toMatchObject({
      message: "can't use a regex for _id",
    });
  });
});

describe('$inc and $mul compute exactly in MongoDB’s integer types', () => {
  const exact = async (id: number) =>
    collection('math').findOne({ _id: id }, { promoteValues: false, promoteLongs: false });

  test('Int32 overflows into Int64; Int64 stays exact beyond 2^53; an Int64 overflow is refused', async () => {
    await collection('math').insertOne({
      _id: 1,
      small: new Int32(2147483647),
      big: Long.fromString('9007199254740993'),
      top: Long.fromString('9223372036854775807'),
    });
    await collection('math').updateOne(
      { _id: 1 },
      { $inc: { small: 1, big: 2 }, $mul: { 'made.n': new Int32(3) } },
    );
    const doc = await exact(1);
    expect(doc?.small).toEqual(Long.fromString('2147483648'));
    expect(doc?.big).toEqual(Long.fromString('9007199254740995'));
    expect(doc?.made).toEqual({ n: new Int32(0) });
    await expect(collection('math').updateOne({ _id: 1 }, { $inc: { top: 1 } })).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('Failed to apply $inc operations to current value'),
    });
    await expect(
      collection('math').updateOne({ _id: 1 }, { $mul: { big: Long.fromNumber(2 ** 20) } }),
    ).rejects.toMatchObject({ code: 2 });
    expect((await exact(1))?.top).toEqual(Long.fromString('9223372036854775807'));
  });

  test('a Double operand or value makes a Double; a missing field takes the increment’s type', async () => {
    await collection('math').insertOne({ _id: 2, n: new Int32(2), d: new Double(1) });
    await collection('math').updateOne(
      { _id: 2 },
      {
        $inc: { n: new Double(0.5), d: new Int32(1), fresh: Long.fromNumber(5) },
        $mul: { zero: new Double(4) },
      },
    );
    const doc = await exact(2);
    expect(doc?.n).toEqual(new Double(2.5));
    expect(doc?.d).toEqual(new Double(2));
    expect(doc?.fresh).toEqual(Long.fromNumber(5));
    expect(doc?.zero).toEqual(new Double(0));
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

test('MongoDB commands the engine lacks answer 115 naming them; unknown ones 59', async () => {
  for (const command of [{ collStats: 'c' }, { dbStats: 1 }, { validate: 'c' }, { mapReduce: 'c' }])
    await expect(db.command(command)).rejects.toMatchObject({
      code: 115,
      message: `${Object.keys(command)[0]} is not supported by embedded-mongo`,
    });
  await expect(db.command({ notACommand: 1 })).rejects.toMatchObject({ code: 59 });
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
    (await db.command({ find: 'proj', projection }, { promoteValues: false, promoteLongs: false })).cursor
      .firstBatch[0];

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
        await db.command(
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
      db.command({ find: 'proj', projection: { 'a.b': { $elemMatch: { $gt: 1 } } } }),
    ).rejects.toMatchObject({ code: 31275 });
  });
});

describe.each([false, true])('query comparisons in BSON order (indexed: %s)', (indexed) => {
  const docs = [
    { _id: 1, n: 5, bits: 5 },
    { _id: 2, n: Long.fromNumber(5), bits: Long.fromNumber(-2) },
    { _id: 3, n: 5.5, bits: new Binary(Buffer.from([5])) },
    { _id: 4, n: Decimal128.fromString('5'), bits: 'five' },
    { _id: 5, n: NaN },
  ];
  beforeEach(async () => {
    await collection('q').insertMany(docs);
    if (indexed) await collection('q').createIndexes([{ key: { n: 1 } }, { key: { bits: 1 } }]);
  });
  const ids = async (filter: Document) =>
    (await collection('q').find(filter).sort({ _id: 1 }).toArray()).map((doc) => doc._id);

  test('numbers of every type compare by value, NaN equals only NaN, and $gte null matches a missing field', async () => {
    expect(await ids({ n: 5 })).toEqual([1, 2, 4]);
    expect(await ids({ n: { $in: [Decimal128.fromString('5.5')] } })).toEqual([3]);
    expect(await ids({ n: { $gte: Decimal128.fromString('5') } })).toEqual([1, 2, 3, 4]);
    expect(await ids({ n: { $lt: 6 } })).toEqual([1, 2, 3, 4]);
    expect(await ids({ n: { $gt: NaN } })).toEqual([]);
    expect(await ids({ n: { $gte: NaN } })).toEqual([5]);
    expect(await ids({ bits: { $gte: null } })).toEqual([5]);
  });

  test('$mod cuts the fractions off the field, the divisor and the remainder, and takes every number type', async () => {
    expect(await ids({ n: { $mod: [-3, 2] } })).toEqual([1, 2, 3, 4]);
    expect(await ids({ n: { $mod: [2.5, 1.9] } })).toEqual([1, 2, 3, 4]);
    await expect(ids({ n: { $mod: [0.5, 0] } })).rejects.toMatchObject({
      code: 2,
      message: 'divisor cannot be 0',
    });
  });

  test('bit tests read integral numbers (two’s complement) and BinData, and nothing else', async () => {
    expect(await ids({ bits: { $bitsAllSet: [0, 2] } })).toEqual([1, 3]);
    expect(await ids({ bits: { $bitsAnyClear: 1 } })).toEqual([2]);
    expect(await ids({ bits: { $bitsAllSet: [63] } })).toEqual([2]);
    expect(await ids({ bits: { $bitsAllClear: new Binary(Buffer.from([2])) } })).toEqual([1, 3]);
    await expect(ids({ bits: { $bitsAllSet: -1 } })).rejects.toMatchObject({ code: 2 });
  });
});

describe('filters MongoDB refuses are refused, with its messages', () => {
  beforeEach(async () => {
    await collection('f').insertMany([
      { _id: 1, n: 6, s: 'abc' },
      { _id: 2, n: 7, s: 'b' },
    ]);
  });
  const find = (filter: Document) => collection('f').find(filter).toArray();

  test.each([
    [{ n: { $mod: [0, 1] } }, 'divisor cannot be 0'],
    [{ n: { $mod: [5] } }, 'malformed mod, not enough elements'],
    [{ n: { $size: -1 } }, '$size may not be negative'],
    [{ n: { $size: 1.5 } }, '$size must be a whole number'],
    [{ n: { $in: 5 } }, '$in needs an array'],
    [{ $and: [] }, '$and argument must be a non-empty array'],
    [{ $or: [{ n: 1 }, 2] }, "$or argument's entries must be objects"],
    [{ n: { $not: 6 } }, '$not needs a regex or a document'],
    [{ n: { $elemMatch: { $mod: [0, 1] } } }, 'divisor cannot be 0'],
  ])('%j: %s', async (filter, message) => {
    await expect(find(filter)).rejects.toMatchObject({ code: 2, message });
    await expect(
      collection('f')
        .aggregate([{ $match: filter }])
        .toArray(),
    ).rejects.toMatchObject({ message });
  });

  test('operators needing text or geo indexes, server JavaScript or schemas answer 115', async () => {
    for (const filter of [
      { $text: { $search: 'x' } },
      { $where: 'true' },
      { $jsonSchema: {} },
      { loc: { $near: [0, 0] } },
    ])
      await expect(find(filter)).rejects.toMatchObject({ code: 115 });
  });

  test('a top-level $comment is accepted and changes nothing', async () => {
    expect(await find({ $comment: 'why', n: 6 })).toEqual([{ _id: 1, n: 6, s: 'abc' }]);
  });
});

test('$sampleRate keeps each document with the given probability, beside other conditions', async () => {
  await collection('sampled').insertMany(Array.from({ length: 400 }, (_, i) => ({ i })));
  expect(await collection('sampled').countDocuments({ $sampleRate: 0 })).toBe(0);
  expect(await collection('sampled').countDocuments({ $sampleRate: 1, i: { $lt: 100 } })).toBe(100);
  // Binomial(400, ½) deviates by 10: the bounds are 8 deviations from 200, and an ignored rate would give 400.
  const half = await collection('sampled').countDocuments({ $sampleRate: 0.5 });
  expect(half).toBeGreaterThan(120);
  expect(half).toBeLessThan(280);
  await expect(collection('sampled').countDocuments({ $sampleRate: 2 })).rejects.toMatchObject({ code: 2 });
});

test('index key patterns and names are judged as MongoDB judges them', async () => {
  const c = collection('keys');
  await expect(c.createIndex({ a: 0 })).rejects.toMatchObject({
    code: 67,
    message: "Values in the index key pattern can't be 0.",
  });
  await expect(c.createIndex({ a: 'sideways' } as never)).rejects.toMatchObject({
    code: 67,
    message: "Unknown index plugin 'sideways'",
  });
  await expect(c.createIndex({ '$**': 1 })).rejects.toMatchObject({ code: 115 });
  await expect(c.createIndex({ 'a.$**': 1 })).rejects.toMatchObject({ code: 115 });
  await c.createIndex({ k: 1 }, { name: 'one' });
  await expect(c.createIndex({ k: 1 }, { name: 'two' })).rejects.toMatchObject({
    code: 85,
    message: 'Index already exists with a different name: one',
  });
  expect(await c.createIndex({ d: new Double(-1) } as never)).toBe('d_-1');
  expect((await c.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_', 'one', 'd_-1']);
});

test('a hidden index is kept (a unique one still refuses duplicates) but never planned with nor hinted', async () => {
  const c = collection('hidden');
  await c.createIndex({ email: 1 }, { unique: true, hidden: true });
  await c.insertOne({ email: 'a@example.com' });
  await expect(c.insertOne({ email: 'a@example.com' })).rejects.toMatchObject({ code: 11000 });
  await expect(c.find({ email: 'a@example.com' }).hint('email_1').toArray()).rejects.toMatchObject({
    code: 2,
  });
  expect(await c.countDocuments({ email: 'a@example.com' })).toBe(1);
});

describe('maxTimeMS and write concerns', () => {
  test('a maxTimeMS that is not a whole number from 0 to 2^31 - 1 is refused', async () => {
    for (const maxTimeMS of [-1, 1.5, 2 ** 31, 'soon'])
      await expect(db.command({ find: 'limits', maxTimeMS })).rejects.toMatchObject({ code: 2 });
    await expect(db.command({ find: 'limits', maxTimeMS: 0 })).resolves.toMatchObject({ ok: 1 });
  });

  // Each test has its own database (beforeEach above), so each fills its own collection.
  const COUNT = 20_000;
  const manyDocs = () => Array.from({ length: COUNT }, (_, i) => ({ i, group: i % 97, text: `item ${i}` }));

  test('a read that outlasts its maxTimeMS answers 50 MaxTimeMSExpired, and with time enough it answers', async () => {
    await collection('slow').insertMany(manyDocs());
    const pipeline = [{ $group: { _id: '$group', total: { $sum: '$i' } } }, { $sort: { total: -1 } }];
    await expect(collection('slow').aggregate(pipeline, { maxTimeMS: 1 }).toArray()).rejects.toMatchObject({
      code: 50,
      codeName: 'MaxTimeMSExpired',
    });
    await expect(
      collection('slow').find({ text: /9$/ }).sort({ text: -1 }).maxTimeMS(1).toArray(),
    ).rejects.toMatchObject({ code: 50 });
    expect(await collection('slow').aggregate(pipeline, { maxTimeMS: 60_000 }).toArray()).toHaveLength(97);
  });

  test('a write batch stops where its maxTimeMS ran out, and what it reports written is written', async () => {
    const refused = await collection('slow-writes')
      .insertMany(manyDocs(), { maxTimeMS: 1 } as never)
      .catch((error: unknown) => error as { code: number; insertedCount: number });
    expect(refused).toMatchObject({ code: 50 });
    const inserted = (refused as { insertedCount: number }).insertedCount;
    expect(inserted).toBeLessThan(COUNT);
    expect(await collection('slow-writes').countDocuments()).toBe(inserted);
  });

  test("a write concern waiting for other members is refused on this standalone; 'majority' is accepted", async () => {
    await expect(
      collection('concerns').insertOne({ a: 1 }, { writeConcern: { w: 2 } }),
    ).rejects.toMatchObject({ code: 2, message: "cannot use 'w' > 1 on a standalone" });
    await expect(
      collection('concerns').insertOne({ a: 2 }, { writeConcern: { w: 'majority' } }),
    ).resolves.toMatchObject({ acknowledged: true });
    expect(await collection('concerns').countDocuments()).toBe(1);
  });

  test('getMore refuses a maxTimeMS, as MongoDB does for cursors that cannot wait', async () => {
    await collection('cursor').insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    const first = await db.command({ find: 'cursor', batchSize: 1 });
    await expect(
      db.command({ getMore: first.cursor.id, collection: 'cursor', maxTimeMS: 100 }),
    ).rejects.toMatchObject({ code: 2 });
  });
});
