import { Int32, Long, type Collection, type Document } from 'mongodb';
import { startWithClient, type Harness } from '../helpers';

/**
 * The stages the engine runs itself instead of through mingo ($limit, $skip, $unwind of a top-level field, a
 * $project of kept fields and field paths)
 * answer as MongoDB does, and their other forms still reach mingo, which answers them or refuses them with
 * MongoDB's errors.
 */
let h: Harness;
let items: Collection;

beforeAll(async () => {
  h = await startWithClient();
  items = h.client.db('stages').collection('items');
  await items.insertMany([
    { _id: 1 as never, tags: ['a', 'b'], n: new Int32(1) },
    { _id: 2 as never, tags: [], n: Long.fromNumber(2) },
    { _id: 3 as never, tags: null, n: 3.5 },
    { _id: 4 as never, n: 4 },
    { _id: 5 as never, tags: 'solo', n: 5 },
    { _id: 6 as never, tags: [{ k: 1 }, ['nested']], n: 6 },
  ]);
});

afterAll(() => h.close());

const run = (pipeline: Document[]) => items.aggregate(pipeline, { promoteLongs: false }).toArray();

test('$unwind gives a document per element, drops empty arrays, null and missing, keeps other values', async () => {
  const unwound = await run([{ $unwind: '$tags' }]);
  expect(unwound).toEqual([
    { _id: 1, tags: 'a', n: 1 },
    { _id: 1, tags: 'b', n: 1 },
    { _id: 5, tags: 'solo', n: 5 },
    { _id: 6, tags: { k: 1 }, n: 6 },
    { _id: 6, tags: ['nested'], n: 6 },
  ]);
  expect(await run([{ $unwind: { path: '$tags' } }])).toEqual(unwound);
});

test('$unwind keeps empty, null and missing when asked, numbers the elements and follows nested paths', async () => {
  expect(
    await run([
      { $match: { _id: { $lte: 5 } } },
      { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true, includeArrayIndex: 'i' } },
    ]),
  ).toEqual([
    // MongoDB numbers the elements with Int64s.
    { _id: 1, tags: 'a', n: 1, i: Long.fromNumber(0) },
    { _id: 1, tags: 'b', n: 1, i: Long.fromNumber(1) },
    { _id: 2, n: Long.fromNumber(2), i: null },
    { _id: 3, tags: null, n: 3.5, i: null },
    { _id: 4, n: 4, i: null },
    { _id: 5, tags: 'solo', n: 5, i: null },
  ]);
  expect(
    await run([{ $match: { _id: 1 } }, { $project: { o: { tags: '$tags' } } }, { $unwind: '$o.tags' }]),
  ).toEqual([
    { _id: 1, o: { tags: 'a' } },
    { _id: 1, o: { tags: 'b' } },
  ]);
  // A path does not descend into arrays.
  expect(await run([{ $match: { _id: 6 } }, { $project: { t: '$tags' } }, { $unwind: '$t.k' }])).toEqual([]);
});

test('$addFields and $set read an object of fields as setting each of them, keeping the other members', async () => {
  const profiles = h.client.db('stages').collection('profiles');
  await profiles.insertOne({
    _id: 1 as never,
    specs: { doors: 4, wheels: { count: 4, size: 16 } },
    tags: [{ k: 1 }],
  });
  const expected = {
    _id: 1,
    specs: { doors: 4, fuel: 'unleaded', wheels: { count: 4, size: 17 } },
    tags: [{ k: 1 }],
  };
  for (const stage of ['$addFields', '$set'])
    expect(
      await profiles
        .aggregate([{ [stage]: { specs: { fuel: 'unleaded', wheels: { size: 17 } } } }])
        .toArray(),
    ).toEqual([expected]);
  // The dotted form is the same; a value that is an expression or a $literal object replaces the field.
  expect(
    await profiles.aggregate([{ $set: { 'specs.fuel': 'unleaded', 'specs.wheels.size': 17 } }]).toArray(),
  ).toEqual([expected]);
  expect(
    await profiles.aggregate([{ $set: { specs: { $literal: { fuel: 'unleaded' } } } }]).toArray(),
  ).toEqual([{ _id: 1, specs: { fuel: 'unleaded' }, tags: [{ k: 1 }] }]);
  // An update pipeline's $set reads it alike.
  await profiles.updateOne({ _id: 1 as never }, [
    { $set: { specs: { fuel: 'unleaded', wheels: { size: 17 } } } },
  ]);
  expect(await profiles.findOne({ _id: 1 as never })).toEqual(expected);
});

test('$skip and $limit page the documents in pipeline order', async () => {
  expect((await run([{ $sort: { _id: -1 } }, { $skip: 1 }, { $limit: 2 }])).map((doc) => doc._id)).toEqual([
    5, 4,
  ]);
  expect(await run([{ $skip: 10 }])).toEqual([]);
  expect((await run([{ $unwind: '$tags' }, { $skip: 1 }, { $limit: 1 }]))[0]).toEqual({
    _id: 1,
    tags: 'b',
    n: 1,
  });
});

test('selecting stages keep the stored number types', async () => {
  const [first, second] = await items
    .aggregate([{ $skip: 0 }, { $limit: 2 }], { promoteValues: false })
    .toArray();
  expect(first!.n).toBeInstanceOf(Int32);
  expect(second!.n).toBeInstanceOf(Long);
});

test.each([
  [{ $limit: 0 }, 15958],
  [{ $limit: -1 }, 15958],
  [{ $limit: 1.5 }, 2],
  [{ $limit: '2' }, 15957],
  [{ $skip: -1 }, 15956],
  [{ $skip: 'x' }, 15972],
  [{ $unwind: 'tags' }, 28818],
  [{ $unwind: '$' }, 40352],
  [{ $unwind: '$a..b' }, 40352],
  [{ $unwind: 5 }, 15981],
  [{ $unwind: {} }, 28812],
  [{ $unwind: { path: 1 } }, 28808],
  [{ $unwind: { path: '$tags', extra: true } }, 28811],
  [{ $unwind: { path: '$tags', preserveNullAndEmptyArrays: 'yes' } }, 28809],
  [{ $unwind: { path: '$tags', includeArrayIndex: 1 } }, 28810],
  [{ $unwind: { path: '$tags', includeArrayIndex: '$i' } }, 28822],
])('%j is refused with code %d', async (stage, code) => {
  await expect(run([stage])).rejects.toMatchObject({ code });
});

test('a $sort ordering other than 1 or -1 and an empty $project are refused, not taken as something else', async () => {
  await expect(run([{ $sort: { n: 0 } }])).rejects.toMatchObject({ code: 15975 });
  await expect(run([{ $sort: { n: 'up' } }])).rejects.toMatchObject({ code: 15975 });
  await expect(run([{ $project: {} }])).rejects.toMatchObject({ code: 51272 });
});

test('a negative skip is refused by find and count, as by $skip', async () => {
  const db = h.client.db('stages');
  await expect(db.command({ find: 'items', skip: -1 })).rejects.toMatchObject({ code: 51024 });
  await expect(db.command({ count: 'items', skip: -1 })).rejects.toMatchObject({
    code: 2,
    message: 'skip value is negative in count query',
  });
  expect((await db.command({ count: 'items', skip: 4 })).n).toBe(2);
});

test('$project keeps _id first, then the included fields in the order of the document', async () => {
  const [projected] = await run([
    { $match: { _id: 2 } },
    { $project: { n: 1, tags: 1, twice: { $add: ['$n', '$n'] } } },
  ]);
  expect(Object.keys(projected!)).toEqual(['_id', 'tags', 'n', 'twice']);
  expect(projected).toEqual({ _id: 2, tags: [], n: Long.fromNumber(2), twice: Long.fromNumber(4) });
});

test('$project of kept fields and field paths (the engine runs it) keeps types and order, and reads through arrays', async () => {
  const [projected] = await run([
    { $match: { _id: 2 } },
    { $lookup: { from: 'items', localField: '_id', foreignField: '_id', as: 'same' } },
    { $project: { _id: '$n', ids: '$same._id', counts: '$same.n', n: 1, none: '$nowhere.else' } },
  ]);
  expect(Object.keys(projected!)).toEqual(['_id', 'n', 'ids', 'counts']);
  expect(projected).toEqual({
    _id: Long.fromNumber(2),
    n: Long.fromNumber(2),
    ids: [2],
    counts: [Long.fromNumber(2)],
  });
});

test.each([
  [{ $match: {}, $limit: 1 }, 40323],
  [{ $sort: {} }, 15976],
  [{ $project: { n: 1, tags: 0 } }, 31254],
  [{ $group: { count: { $sum: 1 } } }, 15955],
  [{ $group: { _id: null, count: 5 } }, 40234],
  [{ $group: { _id: null, 'a.b': { $sum: 1 } } }, 40235],
  [{ $group: { _id: null, n: { $foo: 1 } } }, 15952],
  [{ $unset: 5 }, 31002],
  [{ $unset: [] }, 31119],
  [{ $unset: ['n', 1] }, 31120],
  [{ $count: '' }, 40156],
  [{ $count: '$n' }, 40158],
  [{ $count: 'a.b' }, 40160],
  [{ $sample: { size: -1 } }, 28747],
  [{ $sample: { size: 'two' } }, 28746],
  [{ $sample: {} }, 28749],
  [{ $sample: { size: 1, seed: 2 } }, 28748],
])('%j is refused with %i (mingo ran it as something else)', async (stage, code) => {
  await expect(run([stage])).rejects.toMatchObject({ code });
});

test('$sample gives distinct documents, all of them shuffled when it asks for more, exactly typed', async () => {
  const all = await run([{ $sample: { size: 1_000_000_000 } }]);
  expect(all.map((doc) => doc._id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  const two = await run([{ $sample: { size: 2 } }]);
  expect(new Set(two.map((doc) => doc._id)).size).toBe(2);
  expect(all.find((doc) => doc._id === 2)?.n).toEqual(Long.fromNumber(2));
});

test('what would exhaust memory is refused with MongoDB’s limits, and the process keeps serving', async () => {
  const wide = h.client.db('stages').collection('wide');
  await wide.insertMany([{ t: 0 }, { t: 1e9 }, { t: 10 }]);
  await expect(
    wide.aggregate([{ $densify: { field: 't', range: { step: 1, bounds: 'full' } } }]).toArray(),
  ).rejects.toMatchObject({ code: 5897900 });
  await expect(
    wide.aggregate([{ $densify: { field: 't', range: { step: 0, bounds: [0, 5] } } }]).toArray(),
  ).rejects.toMatchObject({ code: 5733401 });
  await expect(
    wide.aggregate([{ $project: { r: { $size: { $range: [0, 2e9] } } } }]).toArray(),
  ).rejects.toMatchObject({ code: 146 });
  const dense = await wide
    .aggregate([
      { $match: { t: { $lt: 100 } } },
      { $densify: { field: 't', range: { step: 2, bounds: 'full' } } },
    ])
    .toArray();
  expect(dense.map((doc) => doc.t)).toEqual([0, 2, 4, 6, 8, 10]);
});

test('$count answers the count of what reaches it, and no document at all when nothing does', async () => {
  expect(await run([{ $match: { n: { $gte: 4 } } }, { $count: 'big' }])).toEqual([{ big: 3 }]);
  expect(await run([{ $match: { n: 100 } }, { $count: 'none' }])).toEqual([]);
  expect(
    await h.client
      .db('stages')
      .collection('missing')
      .aggregate([{ $count: 'n' }])
      .toArray(),
  ).toEqual([]);
});
