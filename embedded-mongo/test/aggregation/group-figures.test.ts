import { Decimal128, Double, Int32, Long, type Db } from 'mongodb';
import { startWithClient, type Harness } from '../helpers';

/** The $groups behind the API's figures (counts, sums, per day) answer as MongoDB does, numeric types included. */
let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await startWithClient();
  db = h.client.db('counting');
  await db.collection('items').insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      i,
      kind: i % 3 === 0 ? 'a' : 'b',
      at: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
  await db.collection('items').createIndex({ kind: 1 });
});
afterAll(async () => {
  await h.close();
});

test('countDocuments counts what the filter matches, indexed or not, and nothing as 0', async () => {
  expect(await db.collection('items').countDocuments()).toBe(30);
  expect(await db.collection('items').countDocuments({ kind: 'a' })).toBe(10);
  expect(await db.collection('items').countDocuments({ at: { $gte: new Date(Date.UTC(2026, 0, 21)) } })).toBe(
    10,
  );
  expect(await db.collection('items').countDocuments({ kind: 'z' })).toBe(0);
  expect(await db.collection('items').countDocuments({ kind: 'b' }, { skip: 5, limit: 3 })).toBe(3);
});

test('a counting $group keeps its key, its name and the Int32 type; with no match it yields no group', async () => {
  const pipeline = (kind: string, key: unknown) => [
    { $match: { kind } },
    { $group: { _id: key, total: { $sum: 1 } } },
  ];
  const raw = { promoteValues: false };
  const [counted] = await db.collection('items').aggregate(pipeline('a', null), raw).toArray();
  expect(counted).toEqual({ _id: null, total: new Int32(10) });
  expect(counted!.total).toBeInstanceOf(Int32);
  expect(await db.collection('items').aggregate(pipeline('a', 'all')).toArray()).toEqual([
    { _id: 'all', total: 10 },
  ]);
  expect(await db.collection('items').aggregate(pipeline('z', null)).toArray()).toEqual([]);
  // Grouping by a field is a real group, not a count.
  expect(
    await db
      .collection('items')
      .aggregate([{ $match: {} }, { $group: { _id: '$kind', total: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray(),
  ).toEqual([
    { _id: 'a', total: 10 },
    { _id: 'b', total: 20 },
  ]);
});

/** The $sum of `values` over a fresh collection, read raw so the stored numeric type shows. */
async function sumOf(values: unknown[]): Promise<unknown> {
  const name = `sums_${Math.random().toString(36).slice(2, 8)}`;
  await db.collection(name).insertMany(values.map((value, i) => ({ i, value })));
  const [row] = await db
    .collection(name)
    .aggregate([{ $match: {} }, { $group: { _id: null, total: { $sum: '$value' } } }], {
      promoteValues: false,
      promoteLongs: false,
    })
    .toArray();
  return row!.total;
}

describe('sums keep MongoDB’s types', () => {
  test('Int32s sum to an Int32, and overflow into an Int64', async () => {
    expect(await sumOf([new Int32(2), new Int32(3)])).toEqual(new Int32(5));
    expect(await sumOf([new Int32(2_147_483_647), new Int32(1)])).toEqual(Long.fromNumber(2_147_483_648));
  });

  test('Int64s sum to an Int64, exactly beyond 2^53', async () => {
    expect(await sumOf([Long.fromString('9007199254740993'), Long.fromNumber(1)])).toEqual(
      Long.fromString('9007199254740994'),
    );
    expect(await sumOf([Long.fromNumber(1), new Int32(2)])).toEqual(Long.fromNumber(3));
  });

  test('any Double makes a Double, a whole one included; non-numbers are skipped', async () => {
    expect(await sumOf([new Int32(1), new Double(2)])).toEqual(new Double(3));
    expect(await sumOf([new Double(0.5), new Double(0.25), 'text', null])).toEqual(new Double(0.75));
    expect(await sumOf(['text'])).toEqual(new Int32(0));
  });

  test('per day of a date field, and per field value', async () => {
    await db.collection('paid').insertMany([
      { at: new Date('2026-03-01T10:00:00Z'), cents: 100, kind: 'a' },
      { at: new Date('2026-03-01T23:59:59Z'), cents: 250, kind: 'b' },
      { at: new Date('2026-03-02T00:00:00Z'), cents: 5, kind: 'a' },
    ]);
    const days = await db
      .collection('paid')
      .aggregate([
        { $match: {} },
        {
          $group: {
            _id: { $dateToString: { format: '%Y-%m-%d', date: '$at' } },
            cents: { $sum: '$cents' },
            orders: { $sum: 1 },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(days).toEqual([
      { _id: '2026-03-01', cents: 350, orders: 2 },
      { _id: '2026-03-02', cents: 5, orders: 1 },
    ]);
    const kinds = await db
      .collection('paid')
      .aggregate([{ $match: { kind: 'a' } }, { $group: { _id: '$kind', cents: { $sum: '$cents' } } }])
      .toArray();
    expect(kinds).toEqual([{ _id: 'a', cents: 105 }]);
  });
});

describe('decimal sums', () => {
  test('Decimal128s add up exactly, as a Decimal128, integers included', async () => {
    const total = await sumOf([Decimal128.fromString('19.99'), Decimal128.fromString('0.01'), new Int32(5)]);
    expect(total).toBeInstanceOf(Decimal128);
    expect(String(total)).toBe('25.00');
    expect(String(await sumOf([Decimal128.fromString('-1.5'), Decimal128.fromString('1.25E+2')]))).toBe(
      '123.5',
    );
    expect(String(await sumOf([Long.fromString('9007199254740993'), Decimal128.fromString('0.1')]))).toBe(
      '9007199254740993.1',
    );
  });
});
