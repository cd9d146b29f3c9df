import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EngineProcess } from './support/engine-process';
import { eventually } from './support/eventually';
import { TestApi, type ApiResponse } from './support/test-api';

describe('database outages, with the engine in its own process', () => {
  let dbPath: string;
  let engine: EngineProcess;
  let api: TestApi;
  let cookie: string;

  beforeAll(async () => {
    dbPath = mkdtempSync(path.join(os.tmpdir(), 'agency-outage-'));
    engine = await EngineProcess.start(dbPath);
    api = await TestApi.start({ database: engine });
    cookie = await api.adminCookie();
  });
  afterAll(async () => {
    await engine?.stop();
    await api.close();
    rmSync(dbPath, { recursive: true, force: true });
  });

  function expectUnavailable(response: ApiResponse) {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.body.message).toMatch(/database is unavailable/);
  }

  async function expectRecovered() {
    const back = await eventually(
      () => api.request('/users', { cookie }),
      (response) => response.status === 200,
    );
    expect(back.status).toBe(200);
    expect((await api.request('/health')).status).toBe(200);
  }

  it('answers 503 with Retry-After while the database is stalled (SIGSTOP), and recovers after SIGCONT', async () => {
    expect((await api.request('/users', { cookie })).status).toBe(200);
    engine.pause();
    try {
      // Requests already waiting on the stalled server (reads, and writes, which a standalone server never
      // retries, so they meet the cleared pool), and requests that arrive later.
      const inFlight = Promise.all([
        api.request('/users', { cookie }),
        api.request('/add-subscriber', { method: 'POST', body: { subemail: 'stalled@example.com' } }),
        api.request('/auth/login', { method: 'POST', body: { email: 'a@example.com', password: 'secret1' } }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const later = await api.request('/users', { cookie });
      for (const response of [...(await inFlight), later]) expectUnavailable(response);
      const health = await api.request('/health');
      expect(health.status).toBe(503);
    } finally {
      engine.resume();
    }
    await expectRecovered();
  });

  it('answers 503 with Retry-After when the database is killed, and recovers when it is back', async () => {
    await engine.kill();
    const started = Date.now();
    expectUnavailable(await api.request('/users', { cookie }));
    expect(Date.now() - started).toBeLessThan(5000);
    engine = await EngineProcess.start(dbPath, engine.port);
    await expectRecovered();
  });
});
