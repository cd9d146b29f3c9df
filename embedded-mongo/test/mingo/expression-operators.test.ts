import { Binary, BSON, Long, ObjectId, Timestamp } from 'mongodb';
import type { CollationOptions, Collection, Document } from 'mongodb';
import { startWithClient, type Harness } from '../helpers';

/**
 * Expression operators answer as MongoDB's do where mingo's did not: comparisons take whole values in BSON order
 * (mingo compared only values of one type and an array as the set of its elements), `$mod` by zero and unknown
 * operators are refused with MongoDB's codes, `$toUpper`/`$toLower` of null are the empty string, and operands mingo
 * answered quietly (a logarithm of 0, a key that is not a string, a negative index) are refused with MongoDB's errors.
 */
let h: Harness;
let items: Collection;

beforeAll(async () => {
  h = await startWithClient();
  items = h.client.db('expressions').collection('items');
  await items.insertMany([
    { _id: 1 as never, n: 5, s: 'abc', list: [1, 2] },
    { _id: 2 as never, n: '10', s: 'ABC', empty: [] },
    { _id: 3 as never, n: null },
  ]);
});

afterAll(() => h.close());

const values = async (expression: Document, collation?: CollationOptions) =>
  (
    await items
      .aggregate(
        [{ $sort: { _id: 1 } }, { $project: { _id: 0, v: expression } }],
        collation ? { collation } : {},
      )
      .toArray()
  ).map((doc) => doc.v);

test('comparisons order values of different types by BSON type: numbers < strings < objects < arrays', async () => {
  expect(await values({ $gt: ['$n', 5] })).toEqual([false, true, false]);
  expect(await values({ $cmp: ['$n', 'a'] })).toEqual([-1, -1, -1]);
  expect(await values({ $lt: [{ x: 1 }, [0]] })).toEqual([true, true, true]);
});

test('an array is compared as one value, not as its elements; a missing field is below null', async () => {
  expect(await values({ $eq: ['$list', 2] })).toEqual([false, false, false]);
  expect(await values({ $eq: ['$list', [1, 2]] })).toEqual([true, false, false]);
  expect(await values({ $gt: ['$list', [1]] })).toEqual([true, false, false]);
  expect(await values({ $gt: ['$empty', null] })).toEqual([false, true, false]);
  expect(await values({ $eq: ['$missing', null] })).toEqual([false, false, false]);
  expect(await values({ $lt: ['$missing', null] })).toEqual([true, true, true]);
  expect(await values({ $eq: ['$n', null] })).toEqual([false, false, true]);
});

test('$expr in a query compares the same way; a collation applies to strings', async () => {
  expect(await items.find({ $expr: { $gt: ['$n', 5] } }, { projection: { _id: 1 } }).toArray()).toEqual([
    { _id: 2 },
  ]);
  expect(await values({ $eq: ['$s', 'abc'] }, { locale: 'en', strength: 2 })).toEqual([true, true, false]);
  expect(await values({ $eq: ['$s', 'abc'] })).toEqual([true, false, false]);
});

test('refused as MongoDB refuses them: a comparison without two arguments, $mod by zero, an unknown operator', async () => {
  await expect(values({ $gt: ['$n'] })).rejects.toMatchObject({ code: 16020 });
  await expect(values({ $mod: ['$_id', 0] })).rejects.toMatchObject({
    code: 16610,
    message: "can't $mod by zero",
  });
  await expect(values({ $notAnOperator: 1 })).rejects.toMatchObject({
    code: 168,
    codeName: 'InvalidPipelineOperator',
    message: "Unrecognized expression '$notAnOperator'",
  });
  await expect(items.find({ n: { $notAnOperator: 1 } }).toArray()).rejects.toMatchObject({
    code: 2,
    message: 'unknown operator: $notAnOperator',
  });
});

test('$toUpper and $toLower of null or a missing field are the empty string', async () => {
  expect(await values({ $toUpper: '$n' })).toEqual(['5', '10', '']);
  expect(await values({ $toLower: '$missing' })).toEqual(['', '', '']);
  expect(await values({ $toLower: ['$s'] })).toEqual(['abc', 'abc', '']);
});

/** The one document's answer to an expression, or MongoDB's error for it. */
const first = async (expression: Document) => (await values(expression))[0];
const refusal = (expression: Document) =>
  items.aggregate([{ $match: { _id: 1 } }, { $project: { v: expression } }]).toArray();

test.each([
  [{ $ln: 0 }, 28766, "$ln's argument must be a positive number, but is 0"],
  [{ $log10: -4 }, 28761, "$log10's argument must be a positive number, but is -4"],
  [{ $log: [-1, 10] }, 28758, "$log's argument must be a positive number, but is -1"],
  [{ $log: [8, 1] }, 28759, "$log's base must be a positive number not equal to 1, but is 1"],
  [{ $arrayToObject: [[1, 2]] }, 40398, 'Unrecognised input type format for $arrayToObject: int'],
  [
    { $arrayToObject: [[[1, 2]]] },
    40395,
    expect.stringContaining('the key must be of type string') as unknown,
  ],
  [{ $arrayToObject: [[['a', 1, 2]]] }, 40397, expect.stringContaining('found array of size: 3') as unknown],
  [{ $arrayToObject: [[{ k: 'a' }]] }, 40392, expect.stringContaining("keys of 'k' and 'v'") as unknown],
  [
    { $arrayToObject: [[['a', 1], { k: 'b', v: 2 }]] },
    40391,
    expect.stringContaining('consistent input format') as unknown,
  ],
  [{ $regexMatch: { input: '$n', regex: 'a' } }, 51104, "$regexMatch needs 'input' to be of type string"],
  [
    { $regexFind: { input: '$s', regex: 5 } },
    51105,
    "$regexFind needs 'regex' to be of type string or regex",
  ],
  [
    { $mergeObjects: [{ a: 1 }, '$n'] },
    40400,
    '$mergeObjects requires object inputs, but input 5 is of type int',
  ],
  [{ $substrCP: ['$s', -1, 2] }, 34455, '$substrCP: starting index must be non-negative (got: -1)'],
  [{ $substrCP: ['$s', 0, -2] }, 34456, '$substrCP: length must be a nonnegative integer.'],
  [
    { $trim: { input: '$n' } },
    50699,
    '$trim requires its input to be a string, got 5 (of type int) instead.',
  ],
  [{ $indexOfCP: ['$n', 'a'] }, 40093, '$indexOfCP requires a string as the first argument, found: int'],
  [{ $indexOfCP: ['$s', 'a', -1] }, 40097, '$indexOfCP requires a nonnegative starting index, found: -1'],
])('%j is refused with %i, where mingo answered quietly', async (expression, code, message) => {
  await expect(refusal(expression)).rejects.toMatchObject({ code, message });
});

test('the same operators answer valid operands as MongoDB does', async () => {
  expect(
    await first({
      $arrayToObject: [
        [
          ['a', 1],
          ['b', 2],
          ['a', 3],
        ],
      ],
    }),
  ).toEqual({ a: 3, b: 2 });
  expect(await first({ $arrayToObject: [[{ k: 'x', v: 1 }]] })).toEqual({ x: 1 });
  expect(await first({ $arrayToObject: null })).toBeNull();
  expect(await first({ $mergeObjects: [{ a: 1 }, null, { b: 2 }] })).toEqual({ a: 1, b: 2 });
  expect(await first({ $regexMatch: { input: '$s', regex: /B/i } })).toBe(true);
  expect(await first({ $regexMatch: { input: null, regex: 'b' } })).toBe(false);
  expect(await first({ $log: [8, 2] })).toBe(3);
  expect(await first({ $substrCP: ['$s', 1, 5] })).toBe('bc');
  expect(await first({ $trim: { input: ' x ' } })).toBe('x');
  expect(await first({ $indexOfCP: ['héllo wörld', 'ö'] })).toBe(7);
  expect(await first({ $indexOfCP: ['abcabc', 'b', 2] })).toBe(4);
  expect(await first({ $indexOfCP: ['abcabc', 'b', 2, 4] })).toBe(-1);
  expect(await first({ $indexOfCP: [null, 'a'] })).toBeNull();
});

describe('operators on BSON values, which mingo lacks', () => {
  const stored = {
    _id: 1,
    hex: '65a000000000000000000001',
    word: 'é',
    stamp: new Timestamp({ t: 100, i: 7 }),
    bytes: new Binary(Buffer.from([1, 2, 3])),
    n: 5,
  };
  let bsonValues: Collection;
  beforeAll(async () => {
    bsonValues = h.client.db('expressions').collection('bson-values');
    await bsonValues.insertOne(stored as never);
  });
  const answer = async (expression: Document) => {
    const [doc] = await bsonValues
      .aggregate([{ $project: { _id: 0, v: expression } }], { promoteLongs: false })
      .toArray();
    return doc!.v as unknown;
  };

  test('$toObjectId, $convert to objectId, $bsonSize, $binarySize, $tsSecond and $tsIncrement answer', async () => {
    expect(await answer({ $toObjectId: '$hex' })).toEqual(new ObjectId(stored.hex));
    expect(await answer({ $convert: { input: '$hex', to: 'objectId' } })).toEqual(new ObjectId(stored.hex));
    expect(await answer({ $convert: { input: '$word', to: 'objectId', onError: 'not an id' } })).toBe(
      'not an id',
    );
    expect(await answer({ $toObjectId: null })).toBeNull();
    expect(await answer({ $bsonSize: '$$ROOT' })).toBe(BSON.calculateObjectSize(stored));
    expect(await answer({ $binarySize: '$word' })).toBe(2);
    expect(await answer({ $binarySize: '$bytes' })).toBe(3);
    expect(await answer({ $tsSecond: '$stamp' })).toEqual(Long.fromNumber(100));
    expect(await answer({ $tsIncrement: '$stamp' })).toEqual(Long.fromNumber(7));
  });

  test.each([
    [{ $toObjectId: '$word' }, 241],
    [{ $bsonSize: '$word' }, 31393],
    [{ $binarySize: '$n' }, 51276],
    [{ $tsSecond: '$n' }, 5687301],
    [{ $toInt: '$word' }, 241],
    [{ $meta: 'textScore' }, 40218],
    [{ $meta: 'indexKey' }, 115],
  ])('%j is refused with %i', async (expression, code) => {
    await expect(answer(expression)).rejects.toMatchObject({ code });
  });
});
