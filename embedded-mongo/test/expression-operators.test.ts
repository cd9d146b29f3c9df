import type { CollationOptions, Collection, Document } from 'mongodb';
import { startWithClient, type Harness } from './helpers';

/**
 * Expression operators answer as MongoDB's do where mingo's did not: comparisons take whole values in BSON order
 * (mingo compared only values of one type and an array as the set of its elements), `$mod` by zero and unknown
 * operators are refused with MongoDB's codes, `$toUpper`/`$toLower` of null are the empty string.
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
