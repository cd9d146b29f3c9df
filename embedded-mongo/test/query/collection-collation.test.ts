import * as fs from 'node:fs';
import type { Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { engineWithFreshDatabases, startWithClient, tempDir, type Loose } from '../helpers';

/** Collations kept by collections and indexes: defaults for queries, case-insensitive unique keys. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

const names = (docs: Document[]) => docs.map((doc) => doc.name as string);
const CASE_INSENSITIVE = { locale: 'en', strength: 2 };

describe('a collection default collation', () => {
  test('is stored as MongoDB spells it out and listed with the collection', async () => {
    await engine.db.createCollection<Loose>('people', { collation: CASE_INSENSITIVE });
    const [info] = await engine.db.listCollections({ name: 'people' }).toArray();
    expect((info as Document).options).toEqual({
      collation: {
        locale: 'en',
        caseLevel: false,
        caseFirst: 'off',
        strength: 2,
        numericOrdering: false,
        alternate: 'non-ignorable',
        maxVariable: 'punct',
        normalization: false,
        backwards: false,
        version: '57.1',
      },
    });
  });

  test('applies to find, count, distinct, aggregate, update and delete that give none; one given wins', async () => {
    const people = await engine.db.createCollection<Loose>('people', { collation: CASE_INSENSITIVE });
    await people.insertMany([
      { _id: 1, name: 'ann' },
      { _id: 2, name: 'Ann' },
      { _id: 3, name: 'bob' },
    ]);
    expect(names(await people.find({ name: 'ANN' }).toArray())).toEqual(['ann', 'Ann']);
    expect(names(await people.find({ name: 'ANN' }, { collation: { locale: 'simple' } }).toArray())).toEqual(
      [],
    );
    expect(await people.countDocuments({ name: 'ann' })).toBe(2);
    expect(await people.distinct('name')).toEqual(['ann', 'bob']);
    expect(names(await people.aggregate([{ $match: { name: 'BOB' } }]).toArray())).toEqual(['bob']);
    expect((await people.updateMany({ name: 'ANN' }, { $set: { seen: true } })).modifiedCount).toBe(2);
    expect((await people.deleteMany({ name: 'BOB' })).deletedCount).toBe(1);
  });

  test('is taken by the indexes created on the collection', async () => {
    const people = await engine.db.createCollection<Loose>('people', { collation: CASE_INSENSITIVE });
    await people.createIndex({ email: 1 }, { unique: true });
    await people.createIndex({ code: 1 }, { collation: { locale: 'simple' } });
    const indexes = await people.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'email_1')!.collation).toMatchObject(CASE_INSENSITIVE);
    expect(indexes.find((index) => index.name === 'code_1')!.collation).toBeUndefined();
    await people.insertOne({ email: 'A@x.com' });
    await expect(people.insertOne({ email: 'a@X.com' })).rejects.toMatchObject({ code: 11000 });
  });
});

describe('an index collation', () => {
  test('a unique index at strength 2 treats A@x.com and a@x.com as one key, on insert, update and build', async () => {
    const users = collection('users');
    await users.createIndex({ email: 1 }, { unique: true, collation: CASE_INSENSITIVE });
    await users.insertOne({ _id: 1, email: 'A@x.com' });
    await expect(users.insertOne({ _id: 2, email: 'a@x.com' })).rejects.toMatchObject({ code: 11000 });
    await users.insertOne({ _id: 3, email: 'b@x.com' });
    await expect(users.updateOne({ _id: 3 }, { $set: { email: 'a@X.COM' } })).rejects.toMatchObject({
      code: 11000,
    });
    await users.updateOne({ _id: 1 }, { $set: { email: 'a@x.com' } });
    const others = collection('others');
    await others.insertMany([{ email: 'C@x.com' }, { email: 'c@x.com' }]);
    await expect(
      others.createIndex({ email: 1 }, { unique: true, collation: CASE_INSENSITIVE }),
    ).rejects.toMatchObject({ code: 11000 });
  });

  test('the same key pattern may be indexed under another collation; a bad collation is refused', async () => {
    const items = collection('items');
    await items.createIndex({ name: 1 });
    await items.createIndex({ name: 1 }, { name: 'name_ci', collation: CASE_INSENSITIVE });
    expect((await items.listIndexes().toArray()).map((index) => index.name)).toEqual([
      '_id_',
      'name_1',
      'name_ci',
    ]);
    await expect(
      items.createIndex({ a: 1 }, { collation: { locale: 'en', strength: 9 } }),
    ).rejects.toMatchObject({
      code: 2,
    });
    await expect(
      engine.db.createCollection('bad', { collation: { locale: 'en', backwards: true } }),
    ).rejects.toMatchObject({
      code: 115,
    });
  });

  test('numericOrdering sorts digits as numbers', async () => {
    const files = await engine.db.createCollection('files', {
      collation: { locale: 'en', numericOrdering: true },
    });
    await files.insertMany([{ name: 'file10' }, { name: 'file9' }, { name: 'file100' }]);
    expect(names(await files.find().sort({ name: 1 }).toArray())).toEqual(['file9', 'file10', 'file100']);
  });
});

test('collection and index collations survive a restart', async () => {
  const dbPath = tempDir();
  let harness = await startWithClient({ dbPath });
  const db = harness.client.db('app');
  await db.createCollection('users', { collation: CASE_INSENSITIVE });
  await db.collection('users').createIndex({ email: 1 }, { unique: true });
  await db.collection('users').insertOne({ email: 'A@x.com' });
  await harness.close();
  harness = await startWithClient({ dbPath });
  try {
    const users = harness.client.db('app').collection('users');
    expect(await users.countDocuments({ email: 'a@x.com' })).toBe(1);
    await expect(users.insertOne({ email: 'a@x.com' })).rejects.toMatchObject({ code: 11000 });
  } finally {
    await harness.close();
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
});

test('mongoose: a schema collation makes case-insensitive unique e-mails', async () => {
  const connection = await mongoose
    .createConnection(engine.harness.server.uri, { dbName: engine.db.databaseName })
    .asPromise();
  try {
    const schema = new Schema({ email: { type: String, unique: true } }, { collation: CASE_INSENSITIVE });
    const Accounts = connection.model('Account', schema);
    await Accounts.init();
    await Accounts.create({ email: 'Ann@x.com' });
    await expect(Accounts.create({ email: 'ann@x.com' })).rejects.toMatchObject({ code: 11000 });
    expect(await Accounts.countDocuments({ email: 'ANN@X.COM' })).toBe(1);
  } finally {
    await connection.close();
  }
});
