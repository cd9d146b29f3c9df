import { Binary, Decimal128, Long, type Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Query comparisons in BSON order, with and without an index. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

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
