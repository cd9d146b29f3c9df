import { Decimal128, Double, Long } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Int64 beyond 2^53 and Decimal128 compared exactly, not as the doubles they round to, in every comparison. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

const TWO_TO_53 = Long.fromString('9007199254740992');
const ONE_MORE = Long.fromString('9007199254740993');

async function idsMatching(filter: object): Promise<unknown[]> {
  const docs = await collection('longs').find(filter).sort({ _id: 1 }).toArray();
  return docs.map((doc) => doc._id);
}

describe('Int64 beyond 2^53', () => {
  beforeEach(async () => {
    await collection('longs').insertMany([
      { _id: 1, n: TWO_TO_53 },
      { _id: 2, n: ONE_MORE },
    ]);
  });

  test('equality, $ne, $in and $nin tell neighbours apart', async () => {
    expect(await idsMatching({ n: TWO_TO_53 })).toEqual([1]);
    expect(await idsMatching({ n: { $eq: ONE_MORE } })).toEqual([2]);
    expect(await idsMatching({ n: { $ne: TWO_TO_53 } })).toEqual([2]);
    expect(await idsMatching({ n: { $in: [ONE_MORE] } })).toEqual([2]);
    expect(await idsMatching({ n: { $nin: [ONE_MORE] } })).toEqual([1]);
    // The double 2^53 is the first Int64's value exactly, and not the second's.
    expect(await idsMatching({ n: 2 ** 53 })).toEqual([1]);
  });

  test('ranges: $gt, $gte, $lt and $lte', async () => {
    expect(await idsMatching({ n: { $gt: TWO_TO_53 } })).toEqual([2]);
    expect(await idsMatching({ n: { $gte: ONE_MORE } })).toEqual([2]);
    expect(await idsMatching({ n: { $lt: ONE_MORE } })).toEqual([1]);
    expect(await idsMatching({ n: { $lte: TWO_TO_53 } })).toEqual([1]);
    expect(await idsMatching({ n: { $gt: 2 ** 53 } })).toEqual([2]);
  });

  test('$expr, $elemMatch and an index answer the same', async () => {
    expect(await idsMatching({ $expr: { $gt: ['$n', TWO_TO_53] } })).toEqual([2]);
    expect(await idsMatching({ $expr: { $eq: ['$n', TWO_TO_53] } })).toEqual([1]);
    await collection('longs').insertOne({ _id: 3, list: [ONE_MORE] });
    expect(await idsMatching({ list: { $elemMatch: { $lte: TWO_TO_53 } } })).toEqual([]);
    expect(await idsMatching({ list: { $all: [ONE_MORE] } })).toEqual([3]);
    await collection('longs').createIndex({ n: 1 });
    expect(await idsMatching({ n: TWO_TO_53 })).toEqual([1]);
    expect(await idsMatching({ n: { $gt: TWO_TO_53 } })).toEqual([2]);
  });
});

describe('Decimal128 against Double', () => {
  test('a decimal 9.99 is not the double 9.99, while whole numbers of every type are equal', async () => {
    await collection('numbers').insertMany([
      { _id: 1, val: 9.99 },
      { _id: 2, val: Decimal128.fromString('9.99') },
      { _id: 3, val: new Double(10) },
      { _id: 4, val: Long.fromNumber(10) },
      { _id: 5, val: Decimal128.fromString('10.0') },
    ]);
    const ids = async (filter: object) =>
      (await collection('numbers').find(filter).sort({ _id: 1 }).toArray()).map((doc) => doc._id);
    expect(await ids({ val: 9.99 })).toEqual([1]);
    expect(await ids({ val: Decimal128.fromString('9.99') })).toEqual([2]);
    expect(await ids({ val: 10 })).toEqual([3, 4, 5]);
    // The double 9.99 is 9.9900000000000002131628…, above the decimal.
    expect(await ids({ val: { $lt: 9.99 } })).toEqual([2]);
    expect(await ids({ val: { $gt: Decimal128.fromString('9.99') } })).toEqual([1, 3, 4, 5]);
  });
});
