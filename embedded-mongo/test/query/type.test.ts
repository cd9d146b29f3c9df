import { Decimal128, Double, Long, type Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** `$type` against MongoDB's BSON type aliases and codes. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

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
