import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '@agency/embedded-mongo';
import { eventually } from './support/eventually';
import { TEST_ADMIN, TestApi } from './support/test-api';

describe('health and database outages', () => {
  let dbPath: string;
  let mongo: EmbeddedMongo;
  let api: TestApi;

  beforeAll(async () => {
    dbPath = mkdtempSync(path.join(os.tmpdir(), 'agency-health-'));
    mongo = await startEmbeddedMongo({ dbPath });
    api = await TestApi.start({ database: mongo });
  });
  afterAll(async () => {
    await api.close();
    await mongo.stop();
    rmSync(dbPath, { recursive: true, force: true });
  });

  it('reports the API and the database up', async () => {
    const health = await api.request('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', api: 'up', database: 'up' });
  });

  it('fails fast with 503 while the database is down, and recovers by itself when it returns', async () => {
    const cookie = await api.adminCookie();
    await mongo.stop();

    // Generous bounds: the point is "answers instead of hanging", not a latency figure.
    let started = Date.now();
    const health = await api.request('/health');
    expect(health.status).toBe(503);
    expect(health.body.database).toBe('down');
    expect(Date.now() - started).toBeLessThan(4000);

    started = Date.now();
    const users = await api.request('/users', { cookie });
    expect(users.status).toBe(503);
    expect(Number(users.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(4000);

    mongo = await startEmbeddedMongo({ dbPath, port: mongo.port });
    const back = await eventually(
      () => api.request('/health'),
      (response) => response.status === 200,
    );
    expect(back.status).toBe(200);
    const after = await eventually(
      () => api.request('/users', { cookie }),
      (response) => response.status === 200,
    );
    expect(after.status).toBe(200);
    expect(after.body.map((user: { userEmail: string }) => user.userEmail)).toContain(TEST_ADMIN.email);
  });
});
