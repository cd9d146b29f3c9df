import { startWithClient } from '../helpers';

test('TTL indexes remove expired documents', async () => {
  const { client, close } = await startWithClient({ housekeepingIntervalMs: 50 });
  try {
    const sessions = client.db('app').collection('sessions');
    await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await sessions.insertMany([
      { name: 'expired', expiresAt: new Date(Date.now() - 1000) },
      { name: 'live', expiresAt: new Date(Date.now() + 60_000) },
      { name: 'no date' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await sessions.find().toArray()).map((s) => s.name).sort()).toEqual(['live', 'no date']);
    const [index] = (await sessions.listIndexes().toArray()).filter((i) => i.name === 'expiresAt_1');
    expect(index.expireAfterSeconds).toBe(0);
  } finally {
    await close();
  }
});
