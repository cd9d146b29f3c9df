import { Decimal128, Double, Int32, Long, type Collection, type Document } from 'mongodb';
import { startWithClient, type Harness } from '../helpers';

/**
 * Fields a pipeline passes on unchanged keep their exact BSON type, as MongoDB keeps them: mingo computes with
 * plain numbers, so an Int64 or a whole Double it only projected, renamed or carried past $set and $unset used to
 * come back as an Int32.
 */
let h: Harness;
let prices: Collection;

beforeAll(async () => {
  h = await startWithClient();
  prices = h.client.db('types').collection('prices');
  await prices.insertMany([
    {
      _id: 1 as never,
      count: new Int32(2),
      cents: Long.fromNumber(500),
      big: Long.fromString('9007199254740993'),
      rate: new Double(2),
      tax: Decimal128.fromString('1.10'),
      nested: { cents: Long.fromNumber(7), rate: new Double(3) },
      list: [Long.fromNumber(1), new Double(4)],
      at: new Date('2026-11-26T00:00:00Z'),
    },
  ]);
});

afterAll(() => h.close());

/** The BSON type of each field of the one answer, read without the driver's promotions. */
async function typesOf(pipeline: Document[]): Promise<Record<string, unknown>> {
  const [doc] = await prices.aggregate(pipeline, { promoteValues: false, promoteLongs: false }).toArray();
  const typeOf = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(typeOf)
      : value instanceof Date
        ? 'Date'
        : value && typeof value === 'object' && !('_bsontype' in value)
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeOf(item)]))
          : ((value as { _bsontype?: string })?._bsontype ?? typeof value);
  return Object.fromEntries(Object.entries(doc ?? {}).map(([key, value]) => [key, typeOf(value)]));
}

const STORED = {
  _id: 'Int32',
  count: 'Int32',
  cents: 'Long',
  big: 'Long',
  rate: 'Double',
  tax: 'Decimal128',
  nested: { cents: 'Long', rate: 'Double' },
  list: ['Long', 'Double'],
  at: 'Date',
};

test('$project inclusion and exclusion keep the projected fields’ types, nested ones and arrays included', async () => {
  expect(await typesOf([{ $project: { cents: 1, rate: 1, nested: 1, list: 1, big: 1 } }])).toEqual({
    _id: 'Int32',
    cents: 'Long',
    rate: 'Double',
    nested: STORED.nested,
    list: STORED.list,
    big: 'Long',
  });
  const { tax: _tax, count: _count, ...rest } = STORED;
  expect(await typesOf([{ $project: { tax: 0, count: 0 } }])).toEqual(rest);
});

test('$addFields, $set and $unset carry the other fields with their types; a renamed field keeps its type', async () => {
  expect(await typesOf([{ $addFields: { added: 1 } }])).toEqual({ ...STORED, added: 'Int32' });
  expect(await typesOf([{ $set: { copy: '$cents', deep: '$nested.rate' } }])).toEqual({
    ...STORED,
    copy: 'Long',
    deep: 'Double',
  });
  const { count: _count, ...rest } = STORED;
  expect(await typesOf([{ $unset: 'count' }])).toEqual(rest);
  expect(await typesOf([{ $project: { price: '$cents', _id: 0 } }])).toEqual({ price: 'Long' });
});

test('through selecting stages and chains of stages, as one run or several', async () => {
  expect(
    await typesOf([
      { $match: { count: { $gt: 0 } } },
      { $sort: { _id: 1 } },
      { $project: { cents: 1, rate: 1 } },
      { $limit: 5 },
      { $set: { again: '$cents' } },
    ]),
  ).toEqual({ _id: 'Int32', cents: 'Long', rate: 'Double', again: 'Long' });
});

test('computed fields take the type of what was computed, not of the field they replace', async () => {
  expect(await typesOf([{ $set: { rate: { $toInt: '$rate' }, cents: 'text' } }])).toMatchObject({
    rate: 'Int32',
    cents: 'string',
  });
  expect(await typesOf([{ $project: { rate: { $literal: 5 } } }])).toEqual({ _id: 'Int32', rate: 'Int32' });
});

test('computed numbers take MongoDB’s result type: the widest operand’s, Double for $divide, the conversion’s', async () => {
  expect(
    await typesOf([
      {
        $project: {
          _id: 0,
          doubles: { $add: ['$rate', 0.5] },
          wholeDoubles: { $multiply: ['$rate', 1] },
          longAndInt: { $add: ['$cents', '$count'] },
          ints: { $add: ['$count', 1] },
          intOverflow: { $multiply: ['$count', 2147483647] },
          intAndDouble: { $subtract: ['$count', '$rate'] },
          divided: { $divide: ['$count', 2] },
          remainder: { $mod: ['$cents', 3] },
          absolute: { $abs: '$cents' },
          rounded: { $round: ['$rate', 0] },
          summed: { $sum: ['$count', '$cents'] },
          summedList: { $sum: '$list' },
          average: { $avg: ['$count', 4] },
          toLong: { $toLong: '$count' },
          toDouble: { $toDouble: '$count' },
          toInt: { $toInt: '$rate' },
          toDecimal: { $toDecimal: '$count' },
          converted: { $convert: { input: '$count', to: 'long' } },
          literal: { $literal: 5 },
          elapsed: { $subtract: ['$at', new Date('2026-01-01T00:00:00Z')] },
          later: { $add: ['$at', 1000] },
        },
      },
    ]),
  ).toEqual({
    doubles: 'Double',
    wholeDoubles: 'Double',
    longAndInt: 'Long',
    ints: 'Int32',
    intOverflow: 'Long',
    intAndDouble: 'Double',
    divided: 'Double',
    remainder: 'Long',
    absolute: 'Long',
    rounded: 'Double',
    summed: 'Long',
    summedList: 'Double',
    average: 'Double',
    toLong: 'Long',
    toDouble: 'Double',
    toInt: 'Int32',
    toDecimal: 'Decimal128',
    converted: 'Long',
    literal: 'Int32',
    elapsed: 'Long',
    later: 'Date',
  });
  const [converted] = await prices
    .aggregate([{ $project: { _id: 0, d: { $toDecimal: '$cents' }, l: { $add: ['$cents', 1] } } }], {
      promoteValues: false,
    })
    .toArray();
  expect(converted?.d.toString()).toBe('500');
  expect(converted?.l.toString()).toBe('501');
});

test('a Decimal128 made from a Double or a fraction is refused, not approximated', async () => {
  for (const expression of [
    { $toDecimal: '$rate' },
    { $toDecimal: 0.5 },
    { $convert: { input: '$nested.rate', to: 'decimal' } },
    { $toDecimal: '1.5' },
  ])
    await expect(prices.aggregate([{ $project: { d: expression } }]).toArray()).rejects.toMatchObject({
      code: 115,
      codeName: 'CommandNotSupported',
    });
});

test('$group keys and $first, $last, $max, $min, $push, $addToSet, $sum and $avg keep or take MongoDB’s types', async () => {
  const orders = h.client.db('types').collection('orders');
  await orders.insertMany([
    {
      _id: 1 as never,
      shop: Long.fromNumber(10),
      cents: Long.fromNumber(300),
      rate: new Double(1),
      n: new Int32(2),
    },
    {
      _id: 2 as never,
      shop: Long.fromNumber(10),
      cents: Long.fromNumber(700),
      rate: new Double(3),
      n: new Int32(2147483647),
    },
    { _id: 3 as never, shop: Long.fromNumber(20), cents: Long.fromNumber(50), rate: 2.5, n: new Int32(1) },
  ]);
  const groups = await orders
    .aggregate(
      [
        { $sort: { _id: 1 } },
        {
          $group: {
            _id: '$shop',
            first: { $first: '$cents' },
            last: { $last: '$rate' },
            most: { $max: '$cents' },
            least: { $min: '$rate' },
            all: { $push: '$cents' },
            rates: { $addToSet: '$rate' },
            total: { $sum: '$cents' },
            counted: { $sum: 1 },
            ints: { $sum: '$n' },
            average: { $avg: '$n' },
            spread: { $stdDevPop: '$cents' },
          },
        },
        { $sort: { _id: 1 } },
      ],
      { promoteValues: false, promoteLongs: false },
    )
    .toArray();
  const type = (value: unknown) => (value as { _bsontype?: string })._bsontype ?? typeof value;
  expect(
    groups.map((group) =>
      Object.fromEntries(
        Object.entries(group).map(([k, v]) => [k, Array.isArray(v) ? v.map(type) : type(v)]),
      ),
    ),
  ).toEqual([
    {
      _id: 'Long',
      first: 'Long',
      last: 'Double',
      most: 'Long',
      least: 'Double',
      all: ['Long', 'Long'],
      rates: expect.arrayContaining(['Double']),
      total: 'Long',
      counted: 'Int32',
      ints: 'Long',
      average: 'Double',
      spread: 'Double',
    },
    {
      _id: 'Long',
      first: 'Long',
      last: 'Double',
      most: 'Long',
      least: 'Double',
      all: ['Long'],
      rates: ['Double'],
      total: 'Long',
      counted: 'Int32',
      ints: 'Int32',
      average: 'Double',
      spread: 'Double',
    },
  ]);
  expect(groups[0]).toMatchObject({ total: Long.fromNumber(1000), ints: Long.fromNumber(2147483649) });
});

test('an operator that picks one of its operands or a stored element answers with that value’s own type', async () => {
  expect(
    await typesOf([
      {
        $project: {
          _id: 0,
          condThen: { $cond: [{ $gt: ['$count', 1] }, '$cents', '$count'] },
          condElse: { $cond: { if: { $lt: ['$count', 1] }, then: '$count', else: '$rate' } },
          ifNull: { $ifNull: ['$missing', '$cents'] },
          notNull: { $ifNull: ['$rate', '$cents'] },
          switched: {
            $switch: {
              branches: [{ case: { $eq: ['$count', 5] }, then: '$count' }],
              default: '$nested.cents',
            },
          },
          largest: { $max: ['$count', '$cents', 3] },
          smallest: { $min: ['$cents', '$rate'] },
          largestInList: { $max: '$list' },
          element: { $arrayElemAt: ['$list', 0] },
          fromEnd: { $arrayElemAt: ['$list', -1] },
          first: { $first: '$list' },
          last: { $last: '$list' },
        },
      },
    ]),
  ).toEqual({
    condThen: 'Long',
    condElse: 'Double',
    ifNull: 'Long',
    notNull: 'Double',
    switched: 'Long',
    largest: 'Long',
    smallest: 'Double',
    largestInList: 'Double',
    element: 'Long',
    fromEnd: 'Double',
    first: 'Long',
    last: 'Double',
  });
});

test('square roots, logarithms, trigonometry and deviations are Doubles even when whole; powers of integers are integers', async () => {
  expect(
    await typesOf([
      {
        $project: {
          _id: 0,
          root: { $sqrt: 4 },
          log: { $log10: 100 },
          exp: { $exp: 0 },
          sine: { $sin: 0 },
          spread: { $stdDevPop: ['$count', '$count'] },
          power: { $pow: ['$count', 2] },
          longPower: { $pow: ['$cents', 2] },
          fractionalPower: { $pow: ['$count', -1] },
        },
      },
    ]),
  ).toEqual({
    root: 'Double',
    log: 'Double',
    exp: 'Double',
    sine: 'Double',
    spread: 'Double',
    power: 'Int32',
    longPower: 'Long',
    fractionalPower: 'Double',
  });
});

test('a value set inside a field (dotted or as an object of fields) keeps the other members’ types and takes its own', async () => {
  const nestedTypes = { cents: 'Long', rate: 'Double' };
  expect(await typesOf([{ $set: { 'nested.extra': '$cents', 'nested.rate': 5 } }])).toMatchObject({
    nested: { cents: 'Long', rate: 'Int32', extra: 'Long' },
  });
  expect(await typesOf([{ $addFields: { nested: { added: { $toDouble: 1 } } } }])).toMatchObject({
    nested: { ...nestedTypes, added: 'Double' },
  });
  expect(
    await typesOf([
      { $project: { _id: 0, nested: { cents: 1 }, made: { price: '$cents', two: { $literal: 2 } } } },
    ]),
  ).toEqual({ nested: { cents: 'Long' }, made: { price: 'Long', two: 'Int32' } });
  expect(
    await typesOf([{ $project: { _id: 0, 'nested.rate': 1, 'out.total': { $add: ['$rate', 1] } } }]),
  ).toEqual({ nested: { rate: 'Double' }, out: { total: 'Double' } });
  // A field named like one of Object's members is a field, not an operator.
  expect(await typesOf([{ $project: { _id: 0, odd: { constructor: '$cents' } } }])).toEqual({
    odd: { constructor: 'Long' },
  });
});

test('documents joined, unwound, split, unioned, replaced or grouped whole keep their exact types', async () => {
  const others = h.client.db('types').collection('others');
  await others.insertOne({ _id: 1 as never, cents: Long.fromNumber(7), rate: new Double(3) });
  const joined = { _id: 'Int32', cents: 'Long', rate: 'Double' };
  const { nested: _nested, list: _list, ...flat } = STORED;
  expect(
    await typesOf([{ $lookup: { from: 'others', localField: '_id', foreignField: '_id', as: 'j' } }]),
  ).toEqual({ ...STORED, j: [joined] });
  expect(
    await typesOf([
      {
        $lookup: {
          from: 'others',
          let: { id: '$_id' },
          pipeline: [{ $match: { $expr: { $eq: ['$_id', '$$id'] } } }],
          as: 'j',
        },
      },
    ]),
  ).toEqual({ ...STORED, j: [joined] });
  expect(await typesOf([{ $unwind: { path: '$list', includeArrayIndex: 'i' } }])).toEqual({
    ...STORED,
    list: 'Long',
    i: 'Long',
  });
  expect(await typesOf([{ $facet: { all: [{ $project: { nested: 0, list: 0 } }] } }])).toEqual({
    all: [flat],
  });
  expect(await typesOf([{ $project: { cents: 1 } }, { $unionWith: 'others' }])).toEqual({
    _id: 'Int32',
    cents: 'Long',
  });
  expect(await typesOf([{ $replaceRoot: { newRoot: '$nested' } }])).toEqual(STORED.nested);
  expect(await typesOf([{ $replaceWith: { c: '$cents', r: '$nested.rate' } }])).toEqual({
    c: 'Long',
    r: 'Double',
  });
  expect(await typesOf([{ $group: { _id: null, all: { $push: '$$ROOT' } } }])).toEqual({
    _id: 'object',
    all: [STORED],
  });
  expect(await typesOf([{ $set: { copy: '$$ROOT' } }])).toEqual({ ...STORED, copy: STORED });
  expect(await typesOf([{ $sortByCount: '$cents' }])).toEqual({ _id: 'Long', count: 'Int32' });
});

test('$bucket answers each boundary as given, _id first, and its accumulators in MongoDB’s types', async () => {
  const [bucket] = await prices
    .aggregate(
      [
        {
          $bucket: {
            groupBy: '$count',
            boundaries: [Long.fromNumber(0), Long.fromNumber(10)],
            output: { total: { $sum: '$cents' }, mean: { $avg: '$count' }, top: { $max: '$rate' } },
          },
        },
      ],
      { promoteValues: false, promoteLongs: false },
    )
    .toArray();
  expect(Object.keys(bucket!)).toEqual(['_id', 'total', 'mean', 'top']);
  expect(
    await typesOf([
      {
        $bucket: {
          groupBy: '$count',
          boundaries: [Long.fromNumber(0), Long.fromNumber(10)],
          output: { total: { $sum: '$cents' }, mean: { $avg: '$count' }, top: { $max: '$rate' } },
        },
      },
    ]),
  ).toEqual({
    _id: 'Long',
    total: 'Long',
    mean: 'Double',
    top: 'Double',
  });
  expect(await typesOf([{ $bucket: { groupBy: '$count', boundaries: [0, 10] } }])).toEqual({
    _id: 'Int32',
    count: 'Int32',
  });
  await expect(
    prices.aggregate([{ $bucket: { groupBy: '$count', boundaries: [5, 10] } }]).toArray(),
  ).rejects.toMatchObject({ code: 40066 });
});

test('$group answers _id first', async () => {
  const [grouped] = await prices
    .aggregate([{ $group: { total: { $sum: '$count' }, _id: '$count' } }])
    .toArray();
  expect(Object.keys(grouped!)).toEqual(['_id', 'total']);
});

test('what mingo could only run as server-side JavaScript is refused with 115: windows, $function, $accumulator', async () => {
  const refused = (pipeline: Document[]) => prices.aggregate(pipeline).toArray();
  await expect(
    refused([{ $setWindowFields: { sortBy: { count: 1 }, output: { running: { $sum: '$count' } } } }]),
  ).rejects.toMatchObject({ code: 115, message: '$setWindowFields is not supported by embedded-mongo' });
  await expect(
    refused([{ $project: { f: { $function: { body: 'function() { return 1 }', args: [], lang: 'js' } } } }]),
  ).rejects.toMatchObject({ code: 115, message: expect.stringContaining('$function is not supported') });
  const accumulator = {
    init: 'function() {}',
    accumulate: 'function() {}',
    accumulateArgs: [],
    merge: 'function() {}',
    lang: 'js',
  };
  await expect(
    refused([{ $group: { _id: null, all: { $accumulator: accumulator } } }]),
  ).rejects.toMatchObject({ code: 115, message: expect.stringContaining('$accumulator is not supported') });
});

test('documents passed on whole by $sample, $redact, $densify, $fill, $graphLookup and $documents keep their types', async () => {
  expect(await typesOf([{ $sample: { size: 1 } }])).toEqual(STORED);
  expect(await typesOf([{ $redact: '$$KEEP' }])).toEqual(STORED);
  expect(await typesOf([{ $densify: { field: 'count', range: { step: 1, bounds: 'full' } } }])).toEqual(
    STORED,
  );
  expect(await typesOf([{ $fill: { output: { missing: { value: 'filled' } } } }])).toEqual({
    ...STORED,
    missing: 'string',
  });
  expect(
    await typesOf([
      {
        $graphLookup: {
          from: 'prices',
          startWith: '$_id',
          connectFromField: 'none',
          connectToField: '_id',
          as: 'walked',
        },
      },
      { $project: { walked: 1 } },
    ]),
  ).toEqual({ _id: 'Int32', walked: [STORED] });
  const [literal] = await h.client
    .db('types')
    .aggregate([{ $documents: [{ cents: Long.fromNumber(3), rate: new Double(1) }] }], {
      promoteValues: false,
      promoteLongs: false,
    })
    .toArray();
  expect(literal).toEqual({ cents: Long.fromNumber(3), rate: new Double(1) });
});

test('$bucketAuto answers its bounds as the values they were taken from and its accumulators in MongoDB’s types', async () => {
  const grouped = {
    $bucketAuto: {
      groupBy: '$cents',
      buckets: 1,
      output: { total: { $sum: '$cents' }, top: { $max: '$rate' } },
    },
  };
  expect(await typesOf([grouped])).toEqual({
    _id: { min: 'Long', max: 'Long' },
    total: 'Long',
    top: 'Double',
  });
  expect(await typesOf([{ $bucketAuto: { groupBy: '$rate', buckets: 1 } }])).toEqual({
    _id: { min: 'Double', max: 'Double' },
    count: 'Int32',
  });
});
