import type { Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { acrossRestarts, engineWithFreshDatabases, refusal, type Loose } from '../helpers';

/** Read-only views: reads through their pipeline, views on views, writes refused, listed and dropped. */
const engine = engineWithFreshDatabases();

async function withPeopleView(): Promise<void> {
  await engine.collection('people').insertMany([
    { _id: 1, name: 'Ann', age: 30, city: 'Oslo' },
    { _id: 2, name: 'Bob', age: 17, city: 'Rome' },
    { _id: 3, name: 'Cy', age: 45, city: 'Oslo' },
    { _id: 4, name: 'Di', age: 22, city: 'Rome' },
  ]);
  await engine.db.createCollection('adults', {
    viewOn: 'people',
    pipeline: [{ $match: { age: { $gte: 18 } } }, { $project: { age: 0 } }],
  });
}

test('find reads through the pipeline with filter, sort, projection, skip and limit', async () => {
  await withPeopleView();
  const adults = engine.collection('adults');
  expect(await adults.find().toArray()).toEqual([
    { _id: 1, name: 'Ann', city: 'Oslo' },
    { _id: 3, name: 'Cy', city: 'Oslo' },
    { _id: 4, name: 'Di', city: 'Rome' },
  ]);
  const page = await adults
    .find({ city: 'Oslo' }, { projection: { name: 1 } })
    .sort({ name: -1 })
    .skip(0)
    .limit(1)
    .toArray();
  expect(page).toEqual([{ _id: 3, name: 'Cy' }]);
  expect(await adults.find().sort({ _id: 1 }).skip(1).toArray()).toHaveLength(2);
  // The view's pipeline removed age: a filter on it finds nothing.
  expect(await adults.find({ age: { $gte: 0 } }).toArray()).toEqual([]);
});

test('aggregate, count, countDocuments and distinct read through the pipeline', async () => {
  await withPeopleView();
  const adults = engine.collection('adults');
  expect(
    await adults.aggregate([{ $group: { _id: '$city', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray(),
  ).toEqual([
    { _id: 'Oslo', n: 2 },
    { _id: 'Rome', n: 1 },
  ]);
  expect(await adults.countDocuments({ city: 'Rome' })).toBe(1);
  expect(await adults.estimatedDocumentCount()).toBe(3);
  expect((await adults.distinct('city')).sort()).toEqual(['Oslo', 'Rome']);
});

test('a view on a view runs both pipelines, the inner one first', async () => {
  await withPeopleView();
  await engine.db.createCollection('osloAdults', {
    viewOn: 'adults',
    pipeline: [{ $match: { city: 'Oslo' } }],
  });
  expect(
    await engine
      .collection('osloAdults')
      .find({}, { projection: { name: 1, _id: 0 } })
      .toArray(),
  ).toEqual([{ name: 'Ann' }, { name: 'Cy' }]);
});

test('writes and index commands are refused with 166, and $out in a view definition with 167', async () => {
  await withPeopleView();
  const adults = engine.collection('adults');
  const refusals = await Promise.all([
    refusal(adults.insertOne({ _id: 9 })),
    refusal(adults.updateOne({ _id: 1 }, { $set: { x: 1 } })),
    refusal(adults.deleteMany({})),
    refusal(adults.findOneAndUpdate({ _id: 1 }, { $set: { x: 1 } })),
    refusal(adults.createIndex({ name: 1 })),
    refusal(adults.listIndexes().toArray()),
  ]);
  expect(refusals.map((error) => error.code)).toEqual([166, 166, 166, 166, 166, 166]);
  expect(refusals[0]!.message).toBe(`Namespace ${engine.db.databaseName}.adults is a view, not a collection`);
  const out = await refusal(
    engine.db.createCollection('bad', { viewOn: 'people', pipeline: [{ $out: 'x' }] }),
  );
  expect(out.code).toBe(167);
  expect(await engine.collection('people').countDocuments()).toBe(4);
});

test('listCollections shows a view with its type and options; drop removes it alone', async () => {
  await withPeopleView();
  const views = await engine.db.listCollections({ type: 'view' }).toArray();
  expect(views).toEqual([
    {
      name: 'adults',
      type: 'view',
      options: { viewOn: 'people', pipeline: [{ $match: { age: { $gte: 18 } } }, { $project: { age: 0 } }] },
      info: { readOnly: true },
    },
  ]);
  expect(await engine.db.collection('adults').drop()).toBe(true);
  expect((await engine.db.listCollections().toArray()).map((info) => info.name)).toEqual(['people']);
  expect(await engine.collection('people').countDocuments()).toBe(4);
});

test('mongoose models read a view', async () => {
  await withPeopleView();
  const connection = await mongoose
    .createConnection(engine.harness.server.uri, { dbName: engine.db.databaseName })
    .asPromise();
  try {
    const Adult = connection.model(
      'Adult',
      new Schema({ _id: Number, name: String, city: String }),
      'adults',
    );
    const found = await Adult.find({ city: 'Rome' }).lean();
    expect(found).toEqual([{ _id: 4, name: 'Di', city: 'Rome' }]);
    expect(await Adult.countDocuments()).toBe(3);
  } finally {
    await connection.close();
  }
});

test('a view survives a restart, through the journal and then the snapshot', async () => {
  await acrossRestarts(
    async (client) => {
      await client
        .db('app')
        .collection<Loose>('items')
        .insertMany([
          { _id: 1, n: 1 },
          { _id: 2, n: 2 },
        ]);
      await client
        .db('app')
        .createCollection('big', { viewOn: 'items', pipeline: [{ $match: { n: { $gt: 1 } } }] });
    },
    async (client) => {
      expect(await client.db('app').collection('big').find().toArray()).toEqual([{ _id: 2, n: 2 }]);
      const [info] = await client.db('app').listCollections({ name: 'big' }).toArray();
      expect((info as Document).type).toBe('view');
    },
  );
});
