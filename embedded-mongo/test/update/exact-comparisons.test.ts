import { Decimal128, Long } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Update operators that compare or combine numbers do so exactly: Int64 beyond 2^53, Decimal128 against Double. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

async function updated(doc: object, update: object) {
  await collection('exact').deleteMany({});
  await collection('exact').insertOne({ _id: 1, ...doc });
  await collection('exact').updateOne({ _id: 1 }, update);
  return collection('exact').findOne({ _id: 1 }, { projection: { _id: 0 }, promoteLongs: false });
}

describe('exact comparisons in updates', () => {
  test('$min and $max: the double 9.99 is above the decimal 9.99, and the value set keeps its type', async () => {
    const decimal = Decimal128.fromString('9.99');
    expect(await updated({ n: decimal }, { $max: { n: 9.99 } })).toEqual({ n: 9.99 });
    expect(await updated({ n: 9.99 }, { $min: { n: decimal } })).toEqual({ n: decimal });
    expect(await updated({ n: 9.99 }, { $max: { n: decimal } })).toEqual({ n: 9.99 });
  });

  test('$min and $max of Int64 neighbours beyond 2^53', async () => {
    const low = Long.fromString('9007199254740992');
    const high = Long.fromString('9007199254740993');
    expect(await updated({ n: low }, { $max: { n: high } })).toEqual({ n: high });
    expect(await updated({ n: high }, { $min: { n: low } })).toEqual({ n: low });
    expect(await updated({ n: high }, { $max: { n: 2 ** 53 } })).toEqual({ n: high });
    expect(await updated({ a: [{ n: high }] }, { $min: { 'a.0.n': low } })).toEqual({ a: [{ n: low }] });
  });

  test('$bit takes Int64 operands and fields beyond 2^53, and an Int64 on either side makes an Int64', async () => {
    const big = Long.fromString('9007199254740993');
    expect(await updated({ n: big }, { $bit: { n: { and: Long.fromNumber(1) } } })).toEqual({
      n: Long.fromNumber(1),
    });
    expect(await updated({ n: 4 }, { $bit: { n: { or: big } } })).toEqual({
      n: Long.fromString('9007199254740997'),
    });
    expect(await updated({ n: 6 }, { $bit: { n: { xor: 3 } } })).toEqual({ n: 5 });
  });
});
