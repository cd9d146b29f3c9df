import * as fs from 'node:fs';
import * as path from 'node:path';
import { Decimal128, Double, Int32, Long, MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '../../src';
import { spawnServer, startWithClient, tempDir } from '../helpers';

async function withServer<T>(dbPath: string, run: (client: MongoClient) => Promise<T>): Promise<T> {
  const { client, close } = await startWithClient({ dbPath });
  try {
    return await run(client);
  } finally {
    await close();
  }
}

const journalFile = (dir: string): string => path.join(dir, 'journal.bin');

/** Starts the CLI in its own process, so that it can be killed. */
function startCli(dbPath: string): ReturnType<typeof spawnServer> {
  return spawnServer(path.join(__dirname, '..', '..', 'src', 'cli.ts'), [
    '--port',
    '0',
    '--dbpath',
    dbPath,
    '--quiet',
  ]);
}

describe('persistence', () => {
  test('data, indexes and deletions survive stop and restart', async () => {
    const dbPath = tempDir();
    const id = new ObjectId();
    await withServer(dbPath, async (client) => {
      const users = client.db('app').collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertMany([
        { _id: id, email: 'a@x.io', when: new Date(5) },
        { email: 'b@x.io' },
        { email: 'c@x.io' },
      ]);
      await users.updateOne({ _id: id }, { $set: { name: 'Ann' } });
      await users.deleteOne({ email: 'c@x.io' });
      await client.db('app').collection('temp').insertOne({ gone: true });
      await client.db('app').collection('temp').drop();
    });
    await withServer(dbPath, async (client) => {
      const users = client.db('app').collection('users');
      expect(await users.findOne({ _id: id })).toEqual({
        _id: id,
        email: 'a@x.io',
        when: new Date(5),
        name: 'Ann',
      });
      expect((await users.find().toArray()).map((u) => u.email).sort()).toEqual(['a@x.io', 'b@x.io']);
      expect((await users.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
      await expect(users.insertOne({ email: 'b@x.io' })).rejects.toMatchObject({ code: 11000 });
      expect((await client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual(['users']);
    });
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('Int32, Int64, whole Doubles and Decimal128 keep their BSON types across a restart', async () => {
    const dbPath = tempDir();
    const id = new ObjectId();
    const exact = {
      _id: id,
      i: new Int32(1),
      l: Long.fromNumber(2),
      d: new Double(3),
      m: Decimal128.fromString('4.10'),
    };
    await withServer(dbPath, async (client) => {
      await client.db('app').collection('numbers', { promoteValues: false }).insertOne(exact);
    });
    await withServer(dbPath, async (client) => {
      const stored = await client
        .db('app')
        .collection('numbers')
        .findOne({ _id: id }, { promoteValues: false });
      expect(stored?.i).toBeInstanceOf(Int32);
      expect(stored?.l).toEqual(Long.fromNumber(2));
      expect(stored?.d).toBeInstanceOf(Double);
      expect(stored?.m.toString()).toBe('4.10');
    });
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('a journal cut mid-record still opens with every earlier write', async () => {
    const dbPath = tempDir();
    await withServer(dbPath, async (client) => {
      const coll = client.db('app').collection('log');
      for (let i = 0; i < 20; i += 1) await coll.insertOne({ i });
    });
    // The restart compacted the journal; append one more acknowledged write, then tear the file's tail.
    await withServer(dbPath, async (client) => {
      await client
        .db('app')
        .collection('log')
        .insertOne({ i: 20, padding: 'x'.repeat(200) });
    });
    const size = fs.statSync(journalFile(dbPath)).size;
    fs.truncateSync(journalFile(dbPath), size - 7);
    await withServer(dbPath, async (client) => {
      const docs = await client
        .db('app')
        .collection('log')
        .find({}, { sort: { i: 1 } })
        .toArray();
      expect(docs.map((d) => d.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      await client.db('app').collection('log').insertOne({ i: 'after' });
    });
    await withServer(dbPath, async (client) => {
      expect(await client.db('app').collection('log').countDocuments()).toBe(21);
    });
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('a record with a bad checksum at the end is discarded', async () => {
    const dbPath = tempDir();
    await withServer(dbPath, async (client) => {
      await client
        .db('app')
        .collection('c')
        .insertMany([{ n: 1 }, { n: 2 }]);
    });
    await withServer(dbPath, async (client) => {
      await client.db('app').collection('c').insertOne({ n: 3 });
    });
    const file = journalFile(dbPath);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 3] ^= 0xff;
    fs.writeFileSync(file, bytes);
    await withServer(dbPath, async (client) => {
      expect((await client.db('app').collection('c').find().toArray()).map((d) => d.n).sort()).toEqual([
        1, 2,
      ]);
    });
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('the journal is compacted on restart', async () => {
    const dbPath = tempDir();
    await withServer(dbPath, async (client) => {
      const coll = client.db('app').collection('counter');
      await coll.insertOne({ _id: 'c' as never, n: 0 });
      for (let i = 0; i < 200; i += 1) await coll.updateOne({ _id: 'c' as never }, { $inc: { n: 1 } });
    });
    const before = fs.statSync(journalFile(dbPath)).size;
    await withServer(dbPath, async (client) => {
      expect(await client.db('app').collection('counter').findOne({})).toEqual({ _id: 'c', n: 200 });
    });
    const after = fs.statSync(journalFile(dbPath)).size;
    expect(after).toBeLessThan(before / 20);
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('compaction at run time keeps every document', async () => {
    const dbPath = tempDir();
    const { client, close } = await startWithClient({ dbPath, compactionThresholdBytes: 4096 });
    const coll = client.db('app').collection('churn');
    for (let i = 0; i < 100; i += 1)
      await coll.updateOne(
        { _id: i % 10 } as never,
        { $set: { v: i, pad: 'p'.repeat(100) } },
        { upsert: true },
      );
    expect(fs.statSync(journalFile(dbPath)).size).toBeLessThan(100 * 150);
    await close();
    await withServer(dbPath, async (again) => {
      const docs = await again
        .db('app')
        .collection('churn')
        .find({}, { sort: { _id: 1 } })
        .toArray();
      expect(docs.map((d) => d.v)).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
    });
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('a second server cannot open a data directory in use', async () => {
    const dbPath = tempDir();
    const server = await startEmbeddedMongo({ port: 0, dbPath });
    await expect(startEmbeddedMongo({ port: 0, dbPath })).rejects.toThrow(/in use/);
    await server.stop();
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('CLI killed with SIGKILL loses no acknowledged write', async () => {
    const dbPath = tempDir();
    const { child, uri } = await startCli(dbPath);
    const client = await new MongoClient(uri).connect();
    const coll = client.db('app').collection('acks');
    for (let i = 0; i < 50; i += 1) await coll.insertOne({ i });
    await coll.insertMany(Array.from({ length: 50 }, (_, i) => ({ i: 50 + i })));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await client.close(true);
    const size = fs.statSync(journalFile(dbPath)).size;
    // Simulate a write torn by the crash: garbage half-record after the last complete one.
    fs.appendFileSync(journalFile(dbPath), Buffer.from([0x40, 0x00, 0x00, 0x00, 0x12, 0x34]));
    await withServer(dbPath, async (again) => {
      expect(await again.db('app').collection('acks').countDocuments()).toBe(100);
    });
    expect(fs.statSync(journalFile(dbPath)).size).toBeLessThanOrEqual(size);
    fs.rmSync(dbPath, { recursive: true, force: true });
  });

  test('killed with SIGKILL while 20 clients insert, every acknowledged insert survives', async () => {
    const dbPath = tempDir();
    const { child, uri } = await startCli(dbPath);
    const acknowledged: string[] = [];
    let killed = false;
    const clients = await Promise.all(
      Array.from({ length: 20 }, () => new MongoClient(uri, { maxPoolSize: 1 }).connect()),
    );
    const writers = clients.map(async (client, c) => {
      const coll = client.db('app').collection('acks');
      for (let i = 0; !killed; i += 1) {
        const _id = `${c}-${i}`;
        try {
          await coll.insertOne({ _id } as never);
          acknowledged.push(_id);
        } catch {
          return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    killed = true;
    await exited;
    await Promise.all(clients.map((client) => client.close(true)));
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(0);
    await withServer(dbPath, async (again) => {
      const stored = await again
        .db('app')
        .collection('acks')
        .find({}, { projection: { _id: 1 } })
        .toArray();
      const ids = new Set(stored.map((doc) => String(doc._id)));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    });
    fs.rmSync(dbPath, { recursive: true, force: true });
  });
});
