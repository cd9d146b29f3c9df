import { getConnectionToken } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import { MIGRATIONS } from '../src/migrations/catalogue';
import type { Migration } from '../src/migrations/migration';
import { MigrationsService } from '../src/migrations/migrations.service';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { TestApi } from './support/test-api';
import { eventually } from './support/eventually';
import { earlyOrder } from './orders-support';

/** Records each run of itself, by which instance, so a test can count them. */
function countedMigration(id: string): Migration {
  return {
    id,
    description: 'counts its runs',
    async run({ get }) {
      const connection = get<mongoose.Connection>(getConnectionToken());
      await connection
        .collection('migration_runs')
        .insertOne({ migration: id, owner: get(MigrationsService).owner });
    },
  };
}

const ITEMS = 10;
const BATCH = 2;

/**
 * Visits the items in `_id` order, a batch at a time, saving the last one visited as its checkpoint; `stallAfter`
 * batches in, it stops answering as a frozen or killed process would.
 */
function batchedMigration(stallAfter?: number): Migration {
  return {
    id: '9002-batched',
    description: 'visits every item once, in batches',
    async run({ get, checkpoint, saveCheckpoint }) {
      const items = get<mongoose.Connection>(getConnectionToken()).collection<{ _id: number }>('items');
      let last = typeof checkpoint === 'number' ? checkpoint : 0;
      for (let batches = 0; last < ITEMS; batches++) {
        if (batches === stallAfter) await new Promise(() => undefined);
        const ids = Array.from({ length: BATCH }, (_, i) => last + i + 1);
        await items.updateMany({ _id: { $in: ids } }, { $inc: { visits: 1 } });
        last = ids.at(-1)!;
        await saveCheckpoint(last);
      }
    },
  };
}

async function arrange(database: TestDatabase, write: (db: mongoose.Connection) => Promise<unknown>) {
  const connection = await mongoose.createConnection(database.uri).asPromise();
  try {
    await write(connection);
  } finally {
    await connection.close();
  }
}

describe('migrations', () => {
  let database: TestDatabase;
  const started: TestApi[] = [];
  const start = async (...args: Parameters<typeof TestApi.start>) => {
    const api = await TestApi.start(...args);
    started.push(api);
    return api;
  };

  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((api) => api.close()));
    await database.release();
  });

  it('run once across two instances starting at once, in the background, each recorded with its version', async () => {
    // A database from before the migrations: orders without numbers, search words or payment times.
    await arrange(database, (db) =>
      db.collection('orders').insertMany([1, 2, 3].map((day) => earlyOrder(day, 'Paid'))),
    );
    const migrations = [...MIGRATIONS, countedMigration('9001-counted')];
    const [first, second] = await Promise.all(
      [1, 2].map(() => start({ database, migrations: { migrations }, awaitMigrations: false })),
    );
    // Serving did not wait for them.
    expect((await first.request('/health')).status).toBe(200);
    await Promise.all([first, second].map((api) => api.app.get(MigrationsService).done()));
    expect([first, second].map((api) => api.app.get(MigrationsService).isDone())).toEqual([true, true]);

    const records = await first.db.collection('migrations').find().sort({ _id: 1 }).toArray();
    expect(records.map(({ _id, state, attempts }) => ({ _id, state, attempts }))).toEqual(
      migrations.map(({ id }) => ({ _id: id, state: 'done', attempts: 1 })),
    );
    expect(await first.db.collection('migration_runs').countDocuments()).toBe(1);
    const orders = await first.db.collection('orders').find().sort({ createdAt: 1 }).toArray();
    expect(orders.map((order) => order.orderNumber as number)).toEqual([1, 2, 3]);
    expect(orders.every((order) => Array.isArray(order.searchWords) && order.paidAt instanceof Date)).toBe(
      true,
    );

    // A third instance later finds them done and runs nothing.
    const third = await start({ database, migrations: { migrations } });
    expect(third.app.get(MigrationsService).isDone()).toBe(true);
    expect(await third.db.collection('migration_runs').countDocuments()).toBe(1);
  });

  it('gives orders stored before orders named their account the account of their e-mail', async () => {
    const accountId = new mongoose.Types.ObjectId();
    await arrange(database, async (db) => {
      await db.collection('accounts').insertOne({
        _id: accountId,
        email: 'early1@example.com',
        passwordHash: 'x',
        emailVerified: true,
      });
      // Early 1 has an account; early 2 is a deleted account's record and has none.
      await db.collection('orders').insertMany([1, 1, 2].map((day) => earlyOrder(day, 'Paid')));
    });
    const api = await start({ database });
    const orders = await api.db.collection('orders').find().sort({ createdAt: 1 }).toArray();
    expect(orders.map((order) => order.accountId?.toHexString() ?? null)).toEqual([
      accountId.toHexString(),
      accountId.toHexString(),
      null,
    ]);
    expect(orders.map((order) => order.customerEmail as string)).toEqual([
      'early1@example.com',
      'early1@example.com',
      'early2@example.com',
    ]);
  });

  it('resumes from its checkpoint a migration whose instance stopped mid-way, once the lease has run out', async () => {
    await arrange(database, (db) =>
      db
        .collection('items')
        .insertMany(Array.from({ length: ITEMS }, (_, i) => ({ _id: i + 1, visits: 0 }) as never)),
    );
    const settings = { leaseMs: 1000, pollMs: 100 };
    const stalled = await start({
      database,
      migrations: { ...settings, migrations: [batchedMigration(3)] },
      awaitMigrations: false,
    });
    const record = () => stalled.db.collection('migrations').findOne({ _id: '9002-batched' as never });
    expect(await eventually(record, (found) => found?.checkpoint === 3 * BATCH)).toMatchObject({
      checkpoint: 3 * BATCH,
    });

    const successor = await start({
      database,
      migrations: { ...settings, migrations: [batchedMigration()] },
      awaitMigrations: false,
    });
    // The stalled instance still renews its lease: the successor waits, and tells a load balancer it is not ready.
    expect(successor.app.get(MigrationsService).isDone()).toBe(false);
    const ready = await successor.request('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ failing: ['migrations'] });
    started.splice(started.indexOf(stalled), 1);
    await stalled.close();
    await successor.app.get(MigrationsService).done();

    expect(successor.app.get(MigrationsService).isDone()).toBe(true);
    expect((await successor.request('/health/ready')).status).toBe(200);
    expect(
      await successor.db.collection('migrations').findOne({ _id: '9002-batched' as never }),
    ).toMatchObject({
      state: 'done',
      attempts: 2,
      checkpoint: ITEMS,
    });
    const visits = await successor.db.collection('items').find().sort({ _id: 1 }).toArray();
    expect(visits.map((item) => item.visits as number)).toEqual(Array.from({ length: ITEMS }, () => 1));
  });

  it('lets a database whose drafts were one per record keep a draft per language', async () => {
    await arrange(database, async (db) => {
      await db.collection('content_drafts').createIndex({ resource: 1, recordId: 1 }, { unique: true });
    });
    const api = await start({ database });
    const names = (await api.db.collection('content_drafts').indexes()).map((index) => index.name);
    expect(names).not.toContain('resource_1_recordId_1');
    const draft = {
      resource: 'banner',
      recordId: 'r1',
      createsRecord: false,
      fields: {},
      savedById: 'a',
      savedByEmail: 'a@example.com',
    };
    await api.db.collection('content_drafts').insertOne({ ...draft });
    await api.db.collection('content_drafts').insertOne({ ...draft, locale: 'de' });
    expect(await api.db.collection('content_drafts').countDocuments({ recordId: 'r1' })).toBe(2);
  });
});
