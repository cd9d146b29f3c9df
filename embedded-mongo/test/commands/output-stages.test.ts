import type { Document } from 'mongodb';
import { acrossRestarts, engineWithFreshDatabases, refusal, type Loose } from '../helpers';

/** $out and $merge: writing an aggregation's results to a collection, here or in another database. */
const engine = engineWithFreshDatabases();

async function sales() {
  const source = engine.collection('sales');
  await source.insertMany([
    { _id: 1, item: 'a', qty: 2 },
    { _id: 2, item: 'b', qty: 5 },
    { _id: 3, item: 'a', qty: 1 },
  ]);
  return source;
}

const totals = [{ $group: { _id: '$item', qty: { $sum: '$qty' } } }, { $sort: { _id: 1 } }];

describe('$out', () => {
  test("replaces the target's documents, keeps its indexes, and answers an empty cursor", async () => {
    const source = await sales();
    const target = engine.collection('totals');
    await target.insertOne({ _id: 'old', qty: 0 });
    await target.createIndex({ qty: 1 });
    expect(await source.aggregate([...totals, { $out: 'totals' }]).toArray()).toEqual([]);
    expect(await target.find().toArray()).toEqual([
      { _id: 'a', qty: 3 },
      { _id: 'b', qty: 5 },
    ]);
    expect((await target.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_', 'qty_1']);
    expect((await engine.db.listCollections().toArray()).map((info) => info.name).sort()).toEqual([
      'sales',
      'totals',
    ]);
  });

  test('writes into another database', async () => {
    const source = await sales();
    const other = engine.harness.client.db(`${engine.db.databaseName}_reports`);
    try {
      await source.aggregate([...totals, { $out: { db: other.databaseName, coll: 'totals' } }]).toArray();
      expect(await other.collection('totals').countDocuments()).toBe(2);
    } finally {
      await other.dropDatabase();
    }
  });

  test('leaves the target untouched when a document fails, and respects the validator unless bypassed', async () => {
    const source = await sales();
    await engine.db.createCollection('checked', { validator: { qty: { $gte: 4 } } });
    await engine.collection('checked').insertOne({ _id: 'keep', qty: 9 });
    const error = await refusal(source.aggregate([...totals, { $out: 'checked' }]).toArray());
    expect(error.code).toBe(121);
    expect(await engine.collection('checked').find().toArray()).toEqual([{ _id: 'keep', qty: 9 }]);
    expect((await engine.db.listCollections().toArray()).map((info) => info.name).sort()).toEqual([
      'checked',
      'sales',
    ]);
    await source.aggregate([...totals, { $out: 'checked' }], { bypassDocumentValidation: true }).toArray();
    expect(await engine.collection('checked').countDocuments()).toBe(2);
  });
});

describe('$merge', () => {
  async function withTarget() {
    const source = await sales();
    const target = engine.collection('totals');
    await target.insertMany([
      { _id: 'a', qty: 100, note: 'kept' },
      { _id: 'z', qty: 7 },
    ]);
    return { source, target };
  }

  test('whenMatched merge (the default) and whenNotMatched insert', async () => {
    const { source, target } = await withTarget();
    await source.aggregate([...totals, { $merge: 'totals' }]).toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', qty: 3, note: 'kept' },
      { _id: 'b', qty: 5 },
      { _id: 'z', qty: 7 },
    ]);
  });

  test('whenMatched replace, keepExisting, and whenNotMatched discard', async () => {
    const { source, target } = await withTarget();
    await source
      .aggregate([
        ...totals,
        { $merge: { into: 'totals', whenMatched: 'replace', whenNotMatched: 'discard' } },
      ])
      .toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', qty: 3 },
      { _id: 'z', qty: 7 },
    ]);
    await source
      .aggregate([{ $project: { qty: 1 } }, { $merge: { into: 'totals', whenMatched: 'keepExisting' } }])
      .toArray();
    expect(await target.countDocuments()).toBe(5);
    expect(await target.findOne({ _id: 'a' as never })).toEqual({ _id: 'a', qty: 3 });
  });

  test('whenMatched with a pipeline reads the new document as $$new', async () => {
    const { source, target } = await withTarget();
    await source
      .aggregate([
        ...totals,
        {
          $merge: {
            into: 'totals',
            whenMatched: [{ $set: { qty: { $add: ['$qty', '$$new.qty'] } } }],
            whenNotMatched: 'discard',
          },
        },
      ])
      .toArray();
    expect(await target.findOne({ _id: 'a' as never })).toEqual({ _id: 'a', qty: 103, note: 'kept' });
    expect(await target.countDocuments()).toBe(2);
  });

  test("whenMatched fail (11000), whenNotMatched fail (13113), and 'on' needing a unique index (51183)", async () => {
    const { source } = await withTarget();
    const matched = await refusal(
      source.aggregate([...totals, { $merge: { into: 'totals', whenMatched: 'fail' } }]).toArray(),
    );
    expect(matched.code).toBe(11000);
    const unmatched = await refusal(
      source
        .aggregate([
          ...totals,
          { $merge: { into: 'totals', whenMatched: 'replace', whenNotMatched: 'fail' } },
        ])
        .toArray(),
    );
    expect(unmatched.code).toBe(13113);
    const noIndex = await refusal(source.aggregate([{ $merge: { into: 'totals', on: 'item' } }]).toArray());
    expect(noIndex.code).toBe(51183);
  });

  test("'on' a uniquely indexed field, into another database", async () => {
    const source = await sales();
    const other = engine.harness.client.db(`${engine.db.databaseName}_reports`);
    try {
      await other.collection<Loose>('byItem').createIndex({ item: 1 }, { unique: true });
      await other.collection<Loose>('byItem').insertOne({ _id: 'x', item: 'a', qty: 0 });
      await source
        .aggregate([
          { $group: { _id: '$item', qty: { $sum: '$qty' } } },
          { $project: { _id: 0, item: '$_id', qty: 1 } },
          { $merge: { into: { db: other.databaseName, coll: 'byItem' }, on: 'item', whenMatched: 'merge' } },
        ])
        .toArray();
      const docs = await other
        .collection('byItem')
        .find({}, { projection: { _id: 0 } })
        .sort({ item: 1 })
        .toArray();
      expect(docs).toEqual([
        { item: 'a', qty: 3 },
        { qty: 5, item: 'b' },
      ]);
      expect((await other.collection('byItem').findOne({ item: 'a' }))?._id).toBe('x');
    } finally {
      await other.dropDatabase();
    }
  });
});

test('what $out and $merge wrote survives a restart', async () => {
  await acrossRestarts(
    async (client) => {
      const db = client.db('app');
      await db.collection<Loose>('src').insertMany([
        { _id: 1, n: 1 },
        { _id: 2, n: 2 },
      ]);
      await db
        .collection('src')
        .aggregate([{ $out: 'copy' }])
        .toArray();
      await db
        .collection('src')
        .aggregate([{ $set: { m: true } }, { $merge: 'merged' }])
        .toArray();
    },
    async (client) => {
      const db = client.db('app');
      expect(await db.collection('copy').find().toArray()).toEqual([
        { _id: 1, n: 1 },
        { _id: 2, n: 2 },
      ]);
      expect((await db.collection('merged').find().toArray()).map((doc: Document) => doc.m)).toEqual([
        true,
        true,
      ]);
      expect((await db.listCollections().toArray()).map((info) => info.name).sort()).toEqual([
        'copy',
        'merged',
        'src',
      ]);
    },
  );
});
