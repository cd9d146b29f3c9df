import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BSON, MongoClient, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@agency/embedded-mongo';
import { EngineProcess } from './support/engine-process';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as an operator types them, from the repository's root. */
function npmRun(script: 'backup' | 'restore', args: string[]) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, MONGODB_URI: '' },
  });
}

const WRITERS = 4;

/**
 * Each writer repeats three acknowledged writes in order: its order `i`, its tally moved to `i` (three fields in
 * one update) and the order's payment `i`. Any state the engine passes through therefore shows, per writer,
 * orders 1..k, a tally at k or k-1 and payments 1..k or 1..k-1: a snapshot from another mix of moments would not.
 */
class Writer {
  orders = 0;
  tally = 0;
  payments = 0;

  constructor(
    private readonly db: ReturnType<MongoClient['db']>,
    readonly id: number,
  ) {}

  async step(): Promise<void> {
    const i = this.orders + 1;
    await this.db
      .collection('orders')
      .insertOne({ _id: `${this.id}-${i}` as never, writer: this.id, seq: i });
    this.orders = i;
    await this.db
      .collection('tallies')
      .updateOne(
        { _id: this.id as never },
        { $set: { seq: i, mirror: `order ${i}` }, $inc: { count: 1 } },
        { upsert: true },
      );
    this.tally = i;
    await this.db
      .collection('payments')
      .insertOne({ _id: `${this.id}-${i}` as never, writer: this.id, paid: i % 2 === 0 });
    this.payments = i;
  }
}

describe('npm run backup and npm run restore', () => {
  let folder: string;
  let source: EngineProcess;
  let client: MongoClient;
  let fresh: EmbeddedMongo | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'agency-backup-'));
    source = await EngineProcess.start(path.join(folder, 'source'));
    client = await MongoClient.connect(source.uri);
    const db = client.db('shop');
    await db.collection('orders').createIndex({ writer: 1, seq: -1 }, { unique: true, name: 'writer_seq' });
    await db
      .collection('payments')
      .createIndex({ writer: 1 }, { name: 'paid_by_writer', partialFilterExpression: { paid: true } });
    await db.collection('exact').insertOne({
      _id: 'types' as never,
      whole: new BSON.Double(1),
      small: new BSON.Int32(7),
      big: BSON.Long.fromString('9007199254740993'),
      price: BSON.Decimal128.fromString('19.99'),
    });
  });
  afterAll(async () => {
    await client.close();
    await source.stop();
    await fresh?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up a running engine under write load at one point in time, and restores every write acknowledged before it', async () => {
    const db = client.db('shop');
    const writers = Array.from({ length: WRITERS }, (_, id) => new Writer(db, id));
    let stop = false;
    const load = Promise.all(
      writers.map(async (writer) => {
        while (!stop) await writer.step();
      }),
    );
    while (writers.some((writer) => writer.payments < 5))
      await new Promise((resolve) => setTimeout(resolve, 20));

    const acknowledged = writers.map((writer) => ({ orders: writer.orders, payments: writer.payments }));
    const dump = path.join(folder, 'dump');
    const backup = await npmRun('backup', ['--dbpath', path.join(folder, 'source'), '--out', dump]).finally(
      () => {
        stop = true;
      },
    );
    await load;
    const writtenDuring = writers.reduce(
      (sum, writer, id) => sum + writer.orders - acknowledged[id]!.orders,
      0,
    );
    expect(writtenDuring).toBeGreaterThan(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ documents of 4 collections/);

    // mongodump's layout: a folder per database, a .bson and a .metadata.json per collection.
    expect(readdirSync(path.join(dump, 'shop')).sort()).toEqual(
      ['exact', 'orders', 'payments', 'tallies'].flatMap((name) => [`${name}.bson`, `${name}.metadata.json`]),
    );
    expect(JSON.parse(readFileSync(path.join(dump, 'prelude.json'), 'utf8'))).toMatchObject({
      ServerVersion: '7.0.0',
    });

    fresh = await startEmbeddedMongo();
    await npmRun('restore', [dump, '--uri', fresh.uri]);
    const restoredClient = await MongoClient.connect(fresh.uri);
    try {
      const restored = restoredClient.db('shop');
      for (const writer of writers) {
        const orders = await restored
          .collection('orders')
          .find({ writer: writer.id })
          .sort({ seq: 1 })
          .toArray();
        const payments = await restored.collection('payments').countDocuments({ writer: writer.id });
        const tally = await restored.collection('tallies').findOne({ _id: writer.id as never });
        const k = orders.length;
        // Every write acknowledged before the backup started is there...
        expect(k).toBeGreaterThanOrEqual(acknowledged[writer.id]!.orders);
        expect(payments).toBeGreaterThanOrEqual(acknowledged[writer.id]!.payments);
        // ...with no gap, and the three collections at one moment of this writer's sequence...
        expect(orders.map((order) => order.seq as number)).toEqual(
          Array.from({ length: k }, (_, i) => i + 1),
        );
        expect([`${k}/${k - 1}/${k - 1}`, `${k}/${k}/${k - 1}`, `${k}/${k}/${k}`]).toContain(
          `${k}/${tally?.seq as number}/${payments}`,
        );
        // ...and no update half applied.
        expect(tally).toEqual({
          _id: writer.id,
          seq: tally?.seq,
          mirror: `order ${tally?.seq}`,
          count: tally?.seq,
        });
      }
      const indexes = (name: string) => restored.collection(name).listIndexes().toArray();
      expect(await indexes('orders')).toContainEqual(
        expect.objectContaining({ name: 'writer_seq', key: { writer: 1, seq: -1 }, unique: true }),
      );
      expect(await indexes('payments')).toContainEqual(
        expect.objectContaining({ name: 'paid_by_writer', partialFilterExpression: { paid: true } }),
      );
      const exact = await restored
        .collection('exact')
        .findOne({}, { promoteValues: false, promoteLongs: false });
      expect(exact).toEqual({
        _id: 'types',
        whole: new BSON.Double(1),
        small: new BSON.Int32(7),
        big: BSON.Long.fromString('9007199254740993'),
        price: BSON.Decimal128.fromString('19.99'),
      });
    } finally {
      await restoredClient.close();
    }
  });

  it('compresses with --gzip, restores into an empty embedded data folder and refuses to restore over data', async () => {
    const dump = path.join(folder, 'dump.gz');
    await npmRun('backup', ['--dbpath', path.join(folder, 'source'), '--out', dump, '--gzip']);
    expect(readdirSync(path.join(dump, 'shop'))).toContain('orders.bson.gz');

    const target = path.join(folder, 'target');
    await npmRun('restore', [dump, '--dbpath', target]);
    const engine = await startEmbeddedMongo({ dbPath: target });
    const restoredClient = await MongoClient.connect(engine.uri);
    try {
      const contents = async (from: MongoClient) => {
        const all: Record<string, Document[]> = {};
        for (const name of ['orders', 'payments', 'tallies', 'exact'])
          all[name] = await from.db('shop').collection(name).find().sort({ _id: 1 }).toArray();
        return all;
      };
      expect(await contents(restoredClient)).toEqual(await contents(client));
    } finally {
      await restoredClient.close();
      await engine.stop();
    }

    await expect(npmRun('restore', [dump, '--dbpath', target])).rejects.toMatchObject({
      stderr: expect.stringContaining('shop.exact already holds documents: restore into an empty database'),
    });
  });
});
