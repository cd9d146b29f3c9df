import { Decimal128, Long, MongoServerError, ObjectId, type Db, type Document } from 'mongodb';
import { startWithClient, type Harness } from '../helpers';

let h: Harness;
let db: Db;

/** Tests use numeric and string _ids, which the driver's default ObjectId-typed schema rejects. */
interface Loose extends Document {
  _id?: number | string | ObjectId;
}
const collection = (name: string) => db.collection<Loose>(name);

beforeAll(async () => {
  h = await startWithClient();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  db = h.client.db(`crud_${Math.random().toString(36).slice(2, 8)}`);
});

describe('handshake and server commands', () => {
  test('ping, hello, buildInfo and a standalone topology', async () => {
    const admin = h.client.db('admin');
    expect(await admin.command({ ping: 1 })).toEqual({ ok: 1 });
    const hello = await admin.command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(hello.setName).toBeUndefined();
    const legacy = await admin.command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
    const info = await admin.command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(
      (await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 })).featureCompatibilityVersion
        .version,
    ).toBe('7.0');
    expect((await admin.command({ hostInfo: 1 })).system.numCores).toBeGreaterThan(0);
  });

  test('commands MongoDB lacks fail with CommandNotFound (59), replica set ones as on a standalone (76)', async () => {
    await expect(db.command({ replSetGetStatus: 1 })).rejects.toMatchObject({
      code: 76,
      codeName: 'NoReplicationEnabled',
      errmsg: 'not running with --replSet',
    });
    await expect(db.command({ validate: 'items' })).rejects.toMatchObject({ code: 115 });
    await expect(db.command({ makeItSo: 1 })).rejects.toMatchObject({
      code: 59,
      errmsg: "no such command: 'makeItSo'",
    });
  });

  test('transactions are refused like a standalone mongod does', async () => {
    const session = h.client.startSession();
    try {
      session.startTransaction();
      await expect(collection('t').insertOne({ a: 1 }, { session })).rejects.toBeInstanceOf(MongoServerError);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
  });

  test('counts commands by name', async () => {
    h.server.resetCommandCounts();
    const seen: string[] = [];
    const listener = ({ name }: { name: string }) => seen.push(name);
    h.server.on('command', listener);
    await collection('counted').findOne({});
    await collection('counted').insertOne({ a: 1 });
    h.server.off('command', listener);
    expect(h.server.commandCounts.find).toBe(1);
    expect(h.server.commandCounts.insert).toBe(1);
    expect(seen).toEqual(expect.arrayContaining(['find', 'insert']));
  });
});

describe('insert and find', () => {
  test('insertOne/insertMany, server-side _id and BSON round trip', async () => {
    const coll = collection('items');
    const when = new Date('2024-05-06T07:08:09.010Z');
    const inserted = await coll.insertOne({
      name: 'a',
      when,
      big: Long.fromString('9007199254740993'),
      price: Decimal128.fromString('12.50'),
      nested: { list: [1, 'two', { three: 3 }] },
    });
    expect(inserted.insertedId).toBeInstanceOf(ObjectId);
    const many = await coll.insertMany([{ name: 'b' }, { name: 'c' }]);
    expect(many.insertedCount).toBe(2);
    const doc = await coll.findOne({ _id: inserted.insertedId });
    expect(doc?.when).toEqual(when);
    expect(doc?.big).toEqual(Long.fromString('9007199254740993'));
    expect(doc?.price.toString()).toBe('12.50');
    expect(doc?.nested).toEqual({ list: [1, 'two', { three: 3 }] });
    // raw insert command without _id: the server generates one
    await db.command({ insert: 'items', documents: [{ name: 'raw' }] });
    const raw = await coll.findOne({ name: 'raw' });
    expect(raw?._id).toBeInstanceOf(ObjectId);
    expect(Object.keys(raw ?? {})[0]).toBe('_id');
    expect(await coll.countDocuments()).toBe(4);
  });

  test('filter, sort, skip, limit and projection', async () => {
    const coll = collection('people');
    await coll.insertMany(
      Array.from({ length: 10 }, (_, i) => ({
        _id: i,
        name: `p${i}`,
        age: 20 + (i % 5),
        city: i % 2 ? 'Paris' : 'Rome',
        secret: 'x',
      })),
    );
    const page = await coll
      .find(
        { city: 'Rome' },
        { sort: { age: -1, _id: 1 }, skip: 1, limit: 2, projection: { name: 1, age: 1 } },
      )
      .toArray();
    expect(page).toEqual([
      { _id: 8, name: 'p8', age: 23 },
      { _id: 2, name: 'p2', age: 22 },
    ]);
    const excluded = await coll.findOne({ _id: 3 }, { projection: { secret: 0, city: 0 } });
    expect(excluded).toEqual({ _id: 3, name: 'p3', age: 23 });
    expect(await coll.countDocuments({ age: { $gte: 23 }, name: { $in: ['p3', 'p4', 'p9'] } })).toBe(3);
    expect(await coll.find({ name: /^p[12]$/ }).toArray()).toHaveLength(2);
    const natural = await coll.find({}, { sort: { $natural: -1 }, limit: 1 }).toArray();
    expect(natural[0]._id).toBe(9);
  });

  test('a result larger than one batch is read through getMore', async () => {
    const coll = collection('many');
    await coll.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    h.server.resetCommandCounts();
    const all = await coll.find({}, { batchSize: 50, sort: { i: 1 } }).toArray();
    expect(all).toHaveLength(250);
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(h.server.commandCounts.getMore).toBe(4);
  });

  test('killCursors closes an open cursor', async () => {
    const coll = collection('killme');
    await coll.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    const cursor = coll.find({}, { batchSize: 5 });
    await cursor.next();
    h.server.resetCommandCounts();
    await cursor.close();
    expect(h.server.commandCounts.killCursors).toBe(1);
    const reply = await db.command({ find: 'killme', batchSize: 2 });
    const id = reply.cursor.id;
    const killed = await db.command({ killCursors: 'killme', cursors: [id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    await expect(db.command({ getMore: id, collection: 'killme' })).rejects.toMatchObject({ code: 43 });
  });

  test('singleBatch and limit leave no cursor open', async () => {
    const coll = collection('single');
    await coll.insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
    const reply = await db.command({ find: 'single', limit: 3 });
    expect(reply.cursor.firstBatch).toHaveLength(3);
    expect(Number(reply.cursor.id)).toBe(0);
    const single = await db.command({ find: 'single', batchSize: 4, singleBatch: true });
    expect(single.cursor.firstBatch).toHaveLength(4);
    expect(Number(single.cursor.id)).toBe(0);
  });

  test('unordered insertMany reports every duplicate and inserts the rest', async () => {
    const coll = collection('dups');
    await coll.insertOne({ _id: 2 });
    const error = await coll
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }, { _id: 2 }], { ordered: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000 });
    expect((await coll.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
  });
});

describe('update, upsert, delete', () => {
  test('operators, multi, nModified and no-op updates', async () => {
    const coll = db.collection<{
      _id: number;
      n: number;
      tags: string[];
      deep?: { x: boolean };
      double?: number;
    }>('u');
    await coll.insertMany([
      { _id: 1, n: 1, tags: ['a'] },
      { _id: 2, n: 2, tags: [] },
      { _id: 3, n: 3, tags: ['a', 'b'] },
    ]);
    const one = await coll.updateOne(
      { _id: 1 },
      { $inc: { n: 10 }, $push: { tags: 'z' }, $set: { 'deep.x': true } },
    );
    expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, n: 11, tags: ['a', 'z'], deep: { x: true } });
    const many = await coll.updateMany({ tags: 'a' }, { $addToSet: { tags: 'b' } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 1 });
    const noop = await coll.updateOne({ _id: 2 }, { $set: { n: 2 } });
    expect(noop).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    const none = await coll.updateOne({ _id: 99 }, { $set: { n: 0 } });
    expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
    await coll.updateOne({ _id: 3, tags: 'b' }, { $set: { 'tags.$': 'B' } });
    expect((await coll.findOne({ _id: 3 }))?.tags).toEqual(['a', 'B']);
    await coll.updateOne({ _id: 3 }, { $set: { 'tags.$[t]': 'A' } }, { arrayFilters: [{ t: 'a' }] });
    expect((await coll.findOne({ _id: 3 }))?.tags).toEqual(['A', 'B']);
    await coll.updateOne({ _id: 2 }, [{ $set: { double: { $multiply: ['$n', 2] } } }]);
    expect((await coll.findOne({ _id: 2 }))?.double).toBe(4);
    await expect(coll.updateOne({ _id: 2 }, { $set: { _id: 5 } })).rejects.toMatchObject({ code: 66 });
  });

  test('replaceOne keeps _id', async () => {
    const coll = collection('r');
    const { insertedId } = await coll.insertOne({ a: 1, b: 2 });
    const result = await coll.replaceOne({ _id: insertedId }, { c: 3 });
    expect(result.modifiedCount).toBe(1);
    expect(await coll.findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
  });

  test('upsert inserts from the filter equalities and reports the upserted _id', async () => {
    const coll = collection('up');
    const first = await coll.updateOne(
      { email: 'a@x.io', 'profile.kind': 'user', age: { $gt: 5 } },
      { $set: { name: 'A' }, $setOnInsert: { createdAt: 'now' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    expect(first.upsertedId).toBeInstanceOf(ObjectId);
    const stored = await coll.findOne({ _id: first.upsertedId! });
    expect(stored).toEqual({
      _id: first.upsertedId,
      email: 'a@x.io',
      profile: { kind: 'user' },
      name: 'A',
      createdAt: 'now',
    });
    const second = await coll.updateOne(
      { email: 'a@x.io' },
      { $set: { name: 'B' }, $setOnInsert: { createdAt: 'later' } },
      { upsert: true },
    );
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await coll.findOne({ email: 'a@x.io' }))?.createdAt).toBe('now');
    const replaced = await coll.replaceOne({ _id: 'fixed' }, { v: 1 }, { upsert: true });
    expect(replaced.upsertedId).toBe('fixed');
    expect(await coll.findOne({ _id: 'fixed' })).toEqual({ _id: 'fixed', v: 1 });
  });

  test('conditional single-document update is atomic under concurrency', async () => {
    const coll = collection('orders');
    const { insertedId } = await coll.insertOne({ paymentStatus: 'UnPaid' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        coll.updateOne({ _id: insertedId, paymentStatus: 'UnPaid' }, { $set: { paymentStatus: 'Paid' } }),
      ),
    );
    expect(results.reduce((sum, r) => sum + r.modifiedCount, 0)).toBe(1);
  });

  test('deleteOne and deleteMany', async () => {
    const coll = collection('d');
    await coll.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await coll.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await coll.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect((await coll.deleteMany({ k: 42 })).deletedCount).toBe(0);
    expect(await coll.countDocuments()).toBe(1);
  });
});

describe('findAndModify', () => {
  test('findOneAndUpdate returns the document before and after', async () => {
    const coll = collection('fam');
    await coll.insertMany([
      { _id: 1, queue: 'q', priority: 1, state: 'new' },
      { _id: 2, queue: 'q', priority: 5, state: 'new' },
    ]);
    const before = await coll.findOneAndUpdate(
      { queue: 'q' },
      { $set: { state: 'taken' } },
      { sort: { priority: -1 }, returnDocument: 'before' },
    );
    expect(before).toEqual({ _id: 2, queue: 'q', priority: 5, state: 'new' });
    const after = await coll.findOneAndUpdate(
      { _id: 1 },
      { $inc: { priority: 1 } },
      { returnDocument: 'after', projection: { priority: 1 } },
    );
    expect(after).toEqual({ _id: 1, priority: 2 });
    const missing = await coll.findOneAndUpdate({ _id: 9 }, { $set: { x: 1 } });
    expect(missing).toBeNull();
    const upserted = await coll.findOneAndUpdate(
      { _id: 10 },
      { $set: { state: 'fresh' } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(upserted).toEqual({ _id: 10, state: 'fresh' });
    const meta = await coll.findOneAndUpdate(
      { _id: 11 },
      { $set: { a: 1 } },
      { upsert: true, includeResultMetadata: true },
    );
    expect(meta.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 11 });
    expect(meta.value).toBeNull();
  });

  test('findOneAndReplace and findOneAndDelete', async () => {
    const coll = collection('fam2');
    await coll.insertMany([
      { _id: 1, v: 'a' },
      { _id: 2, v: 'b' },
    ]);
    expect(await coll.findOneAndReplace({ _id: 1 }, { v: 'A' }, { returnDocument: 'after' })).toEqual({
      _id: 1,
      v: 'A',
    });
    expect(await coll.findOneAndDelete({ v: 'b' })).toEqual({ _id: 2, v: 'b' });
    expect(await coll.countDocuments()).toBe(1);
  });
});

describe('count, distinct, aggregate', () => {
  beforeEach(async () => {
    await collection('sales').insertMany([
      { item: 'a', qty: 2, price: 10, tags: ['x', 'y'] },
      { item: 'b', qty: 1, price: 20, tags: ['y'] },
      { item: 'a', qty: 3, price: 10, tags: [] },
      { item: 'c', qty: 5, price: 1 },
    ]);
  });

  test('countDocuments, estimatedDocumentCount and count', async () => {
    const coll = collection('sales');
    expect(await coll.countDocuments({ item: 'a' })).toBe(2);
    expect(await coll.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await coll.estimatedDocumentCount()).toBe(4);
    expect((await db.command({ count: 'sales', query: { qty: { $gt: 1 } } })).n).toBe(3);
    expect(await collection('nothing').countDocuments()).toBe(0);
  });

  test('distinct flattens arrays and honours the query', async () => {
    const coll = collection('sales');
    expect((await coll.distinct('item')).sort()).toEqual(['a', 'b', 'c']);
    expect((await coll.distinct('tags')).sort()).toEqual(['x', 'y']);
    expect(await coll.distinct('item', { qty: { $gte: 3 } })).toEqual(expect.arrayContaining(['a', 'c']));
  });

  test('aggregate with $match/$group/$sum/$sort and $lookup', async () => {
    const coll = collection('sales');
    const totals = await coll
      .aggregate([
        { $match: { qty: { $gte: 1 } } },
        {
          $group: {
            _id: '$item',
            qty: { $sum: '$qty' },
            revenue: { $sum: { $multiply: ['$qty', '$price'] } },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(totals).toEqual([
      { _id: 'a', qty: 5, revenue: 50 },
      { _id: 'b', qty: 1, revenue: 20 },
      { _id: 'c', qty: 5, revenue: 5 },
    ]);
    await collection('items').insertMany([{ _id: 'a', label: 'Apple' }]);
    const joined = await coll
      .aggregate([
        { $match: { item: 'a' } },
        { $limit: 1 },
        { $lookup: { from: 'items', localField: 'item', foreignField: '_id', as: 'info' } },
      ])
      .toArray();
    expect(joined[0].info).toEqual([{ _id: 'a', label: 'Apple' }]);
    const big = collection('bigagg');
    await big.insertMany(Array.from({ length: 120 }, (_, i) => ({ i })));
    expect(await big.aggregate([{ $sort: { i: -1 } }], { batchSize: 30 }).toArray()).toHaveLength(120);
  });

  test('$out and $merge anywhere but last are refused (40601)', async () => {
    await expect(
      collection('sales')
        .aggregate([{ $out: 'copy' }, { $match: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40601, message: '$out can only be the final stage in the pipeline' });
  });
});

describe('collections and indexes', () => {
  test('create, listCollections (filter, nameOnly), drop, dropDatabase', async () => {
    await db.createCollection('alpha');
    await expect(db.command({ create: 'alpha' })).rejects.toMatchObject({ code: 48 });
    await collection('beta').insertOne({ x: 1 });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['alpha', 'beta']);
    const filtered = await db.listCollections({ name: 'beta' }).toArray();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ name: 'beta', type: 'collection', idIndex: { name: '_id_' } });
    expect(await collection('beta').drop()).toBe(true);
    expect(await collection('beta').countDocuments()).toBe(0);
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['alpha']);
    expect(await db.dropDatabase()).toBe(true);
    expect(await db.listCollections().toArray()).toEqual([]);
    const dbs = await h.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).not.toContain(db.databaseName);
  });

  test('unique index rejects duplicates with E11000 (code 11000)', async () => {
    const coll = collection('users');
    expect(await coll.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    await coll.insertOne({ email: 'a@x.io' });
    const error = await coll.insertOne({ email: 'a@x.io' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@x.io' },
    });
    expect((error as MongoServerError).message).toBe(
      `E11000 duplicate key error collection: ${db.databaseName}.users index: email_1 dup key: { email: "a@x.io" }`,
    );
    const { insertedId } = await coll.insertOne({ email: 'b@x.io' });
    await expect(coll.updateOne({ _id: insertedId }, { $set: { email: 'a@x.io' } })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(
      coll.findOneAndUpdate({ _id: insertedId }, { $set: { email: 'a@x.io' } }),
    ).rejects.toMatchObject({ code: 11000 });
    // the failed update left the index intact: b@x.io is still taken, a freed value can be reused
    await expect(coll.insertOne({ email: 'b@x.io' })).rejects.toMatchObject({ code: 11000 });
    await coll.deleteOne({ email: 'a@x.io' });
    await coll.insertOne({ email: 'a@x.io' });
    expect(await coll.countDocuments()).toBe(2);
    await expect(coll.insertOne({ _id: insertedId, email: 'c@x.io' })).rejects.toMatchObject({
      code: 11000,
      message: expect.stringContaining('index: _id_ dup key: { _id: ObjectId('),
    });
  });

  test('creating a unique index over existing duplicates fails', async () => {
    const coll = collection('dupdata');
    await coll.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(coll.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  test('sparse and compound unique indexes', async () => {
    const coll = collection('compound');
    await coll.createIndex({ a: 1, b: -1 }, { unique: true });
    await coll.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
    ]);
    await expect(coll.insertOne({ a: 1, b: 2 })).rejects.toMatchObject({
      code: 11000,
      keyValue: { a: 1, b: 2 },
    });
    const sparse = collection('sparse');
    await sparse.createIndex({ code: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ x: 1 }, { x: 2 }, { code: 'A' }]);
    await expect(sparse.insertOne({ code: 'A' })).rejects.toMatchObject({ code: 11000 });
  });

  test('listIndexes and dropIndexes', async () => {
    const coll = collection('idx');
    await coll.createIndexes([{ key: { a: 1 } }, { key: { b: -1 }, name: 'b_desc', unique: true }]);
    expect(await coll.createIndex({ a: 1 })).toBe('a_1');
    const indexes = await coll.listIndexes().toArray();
    expect(indexes.map((i) => i.name)).toEqual(['_id_', 'a_1', 'b_desc']);
    expect(indexes[2]).toMatchObject({ v: 2, key: { b: -1 }, unique: true });
    await expect(coll.createIndex({ a: 1 }, { name: 'b_desc' })).rejects.toMatchObject({ code: 86 });
    await coll.dropIndex('a_1');
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'b_desc']);
    await expect(coll.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
    await expect(coll.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
    await coll.dropIndexes();
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await expect(collection('missing').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
  });

  test('equality on a unique field answers exactly what a scan would, as documents change', async () => {
    const coll = collection('accounts');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertMany([
      { _id: 1, email: 'ann@example.com', role: 'admin' },
      { _id: 2, email: 'Bob@example.com', role: 'customer' },
      { _id: 3, email: ['cy@example.com', 'cy@work.example'], role: 'customer' },
      { _id: 4, role: 'customer' },
      { _id: 5, email: 7, role: 'customer' },
    ]);
    const ids = async (filter: Document) => (await coll.find(filter).toArray()).map((doc) => doc._id);

    expect(await ids({ email: 'ann@example.com' })).toEqual([1]);
    expect(await ids({ email: 'ann@example.com', role: 'customer' })).toEqual([]);
    expect(await ids({ email: 'cy@work.example' })).toEqual([3]);
    expect(await ids({ email: Long.fromNumber(7) })).toEqual([5]);
    expect(await ids({ email: 'nobody@example.com' })).toEqual([]);
    expect(await ids({ email: null })).toEqual([4]);
    expect(await coll.countDocuments({ email: 'Bob@example.com' })).toBe(1);

    await coll.updateOne({ email: 'ann@example.com' }, { $set: { email: 'anne@example.com' } });
    expect(await ids({ email: 'ann@example.com' })).toEqual([]);
    expect(await ids({ email: 'anne@example.com' })).toEqual([1]);
    expect(await coll.deleteOne({ email: 'cy@example.com' })).toMatchObject({ deletedCount: 1 });
    expect(await ids({ email: 'cy@work.example' })).toEqual([]);
    await coll.dropIndex('email_1');
    expect(await ids({ email: 'anne@example.com' })).toEqual([1]);
  });

  test('renameCollection keeps documents and indexes', async () => {
    const coll = collection('old');
    await coll.createIndex({ u: 1 }, { unique: true });
    await coll.insertOne({ u: 1 });
    await coll.rename('new');
    const renamed = collection('new');
    expect(await renamed.countDocuments()).toBe(1);
    await expect(renamed.insertOne({ u: 1 })).rejects.toMatchObject({ code: 11000 });
  });
});

describe('unacknowledged writes', () => {
  test('w:0 inserts are applied without a reply', async () => {
    const coll = collection('w0');
    await coll.insertOne({ fire: 'and forget' }, { writeConcern: { w: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await coll.countDocuments()).toBe(1);
  });
});
