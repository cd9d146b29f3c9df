import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '../src';
async function main() {
  const mongo = await startEmbeddedMongo({
    dbPath: path.join(mkdtempSync(path.join(os.tmpdir(), 'zz-')), 'db'),
  });
  const client = await MongoClient.connect(mongo.uri);
  const db = client.db('x');
  const accountId = new ObjectId();
  await db
    .collection('accounts')
    .insertOne({
      _id: accountId,
      email: 'a@b.c',
      emailVerified: true,
      passwordHash: 'x'.repeat(90),
      createdAt: new Date(),
    });
  await db.collection('users').createIndex({ userEmail: 1 }, { unique: true });
  await db.collection('users').insertOne({ userEmail: 'admin@b.c', userRole: 'admin' });
  await db.collection('sessions').createIndex({ tokenHash: 1 }, { unique: true });
  for (let i = 0; i < 200; i++)
    await db
      .collection('sessions')
      .insertOne({ tokenHash: `h${i}`, accountId, expiresAt: new Date(Date.now() + 1e9) });
  const pipeline = () => [
    { $match: { tokenHash: 'h77', expiresAt: { $gt: new Date() } } },
    { $limit: 1 },
    { $lookup: { from: 'accounts', localField: 'accountId', foreignField: '_id', as: 'account' } },
    { $unwind: '$account' },
    { $lookup: { from: 'users', localField: 'account.email', foreignField: 'userEmail', as: 'listed' } },
    {
      $project: {
        _id: '$account._id',
        email: '$account.email',
        emailVerified: '$account.emailVerified',
        listedRoles: '$listed.userRole',
      },
    },
  ];
  const op =
    process.env.OP === 'ping'
      ? () => db.command({ ping: 1 })
      : () => db.collection('sessions').aggregate(pipeline()).toArray();
  console.log(JSON.stringify(await op()));
  for (let i = 0; i < 3000; i++) await op();
  const n = 5000;
  const t = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await op();
  const c = process.cpuUsage(cpu);
  console.log(
    process.env.OP ?? 'resolve',
    (((performance.now() - t) * 1000) / n).toFixed(0),
    'µs/op wall',
    ((c.user + c.system) / n).toFixed(0),
    'µs/op cpu (client+engine, one thread)',
  );
  await client.close();
  await mongo.stop();
}
void main();
