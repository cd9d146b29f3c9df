import { Decimal128, Double, Int32, Long } from 'mongodb';
import { engineWithFreshDatabases, type Loose } from '../helpers';

/** BSON numbers kept exactly: stored, compared and sorted with their own types. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('BSON numbers round-trip exactly', () => {
  test('Int32, Int64, Double and Decimal128 come back as the same types', async () => {
    const raw = engine.db.collection<Loose>('n', { promoteValues: false });
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
    const raw = engine.db.collection<Loose>('n', { promoteValues: false });
    await raw.insertOne({ _id: 1, l: Long.fromNumber(10), d: new Double(1) });
    expect(await collection('n').countDocuments({ l: 10, d: { $gte: 1 } })).toBe(1);
    await collection('n').updateOne({ _id: 1 }, { $inc: { l: 5, d: 1 } });
    const doc = await raw.findOne({ _id: 1 }, { promoteValues: false });
    expect(doc?.l).toEqual(Long.fromNumber(15));
    expect(doc?.d).toEqual(new Double(2));
  });

  test('a sort compares across numeric types and returns the exact stored types', async () => {
    const raw = engine.db.collection<Loose>('n', { promoteValues: false });
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
