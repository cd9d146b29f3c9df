import { MongoClient } from 'mongodb';
import * as fs from 'node:fs';
import { startEmbeddedMongo } from '../../src';
import { startWithClient, tempDir } from '../helpers';

const CLIENTS = 200;
const DOCS_PER_CLIENT = 10;

test(`${CLIENTS} concurrent clients inserting ${DOCS_PER_CLIENT} documents each leave exactly ${CLIENTS * DOCS_PER_CLIENT}`, async () => {
  const dbPath = tempDir();
  const server = await startEmbeddedMongo({ port: 0, dbPath });
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, () =>
      new MongoClient(server.uri, { maxPoolSize: 2, serverSelectionTimeoutMS: 5000 }).connect(),
    ),
  );
  try {
    const started = performance.now();
    await Promise.all(
      clients.map(async (client, c) => {
        const coll = client.db('load').collection('docs');
        for (let i = 0; i < DOCS_PER_CLIENT; i += 1) await coll.insertOne({ client: c, i });
      }),
    );
    const elapsed = performance.now() - started;
    console.log(
      `${CLIENTS} clients x ${DOCS_PER_CLIENT} journaled inserts (one insert command each): ${elapsed.toFixed(0)} ms`,
    );
    const count = await clients[0].db('load').collection('docs').countDocuments();
    expect(count).toBe(CLIENTS * DOCS_PER_CLIENT);
    const perClient = await clients[0]
      .db('load')
      .collection('docs')
      .aggregate([
        { $group: { _id: '$client', n: { $sum: 1 } } },
        { $match: { n: DOCS_PER_CLIENT } },
        { $count: 'clients' },
      ])
      .toArray();
    expect(perClient).toEqual([{ clients: CLIENTS }]);
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await server.stop();
  }
  const restarted = await startWithClient({ dbPath });
  expect(await restarted.client.db('load').collection('docs').countDocuments()).toBe(
    CLIENTS * DOCS_PER_CLIENT,
  );
  await restarted.close();
  fs.rmSync(dbPath, { recursive: true, force: true });
}, 60_000);
