import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EngineProcess } from './support/engine-process';
import { eventually } from './support/eventually';
import { scrape, valueOf, type Sample } from './support/prometheus-text';
import { withOptions } from './support/test-database';
import { TestApi, type ApiResponse } from './support/test-api';
import { TestSmtp } from './support/test-smtp';

/**
 * The driver's timeouts as an operator sets them in MONGODB_URI, shorter than the API's defaults: the driver gives
 * up on a silent server and on selecting one within half a second, so the test waits for states, never for time.
 */
const QUICK_DRIVER_TIMEOUTS = {
  serverSelectionTimeoutMS: '500',
  connectTimeoutMS: '500',
  heartbeatFrequencyMS: '500',
};

describe('database and mail outages, with the engine in its own process', () => {
  let dbPath: string;
  let engine: EngineProcess;
  let smtp: TestSmtp;
  let api: TestApi;
  let cookie: string;

  beforeAll(async () => {
    dbPath = mkdtempSync(path.join(os.tmpdir(), 'agency-outage-'));
    engine = await EngineProcess.start(dbPath);
    // A mail server that refuses the first message with a temporary error, then accepts.
    smtp = new TestSmtp(1);
    api = await TestApi.start({
      database: { uri: withOptions(engine.uri, QUICK_DRIVER_TIMEOUTS) },
      config: { metrics: { port: 0, host: '127.0.0.1' }, smtpUrl: await smtp.listen() },
    });
    cookie = await api.adminCookie();
  });
  afterAll(async () => {
    await engine?.stop();
    await api.close();
    await smtp.close();
    rmSync(dbPath, { recursive: true, force: true });
  });

  /** How far the samples of a metric whose labels include `labels` moved since `before`, a scrape taken earlier. */
  async function movedSince(before: Sample[]) {
    const after = await scrape(api.metricsUrl);
    const total = (samples: Sample[], name: string, labels: Record<string, string>) =>
      samples
        .filter(
          (sample) =>
            sample.name === name &&
            Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
        )
        .reduce((sum, sample) => sum + sample.value, 0);
    return (name: string, labels: Record<string, string> = {}) =>
      total(after, name, labels) - total(before, name, labels);
  }

  const noServer = { reason: 'noServer' };
  const usersUnavailable = { method: 'GET', route: '/users', status_code: '503' };

  function expectUnavailable(response: ApiResponse) {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.body.message).toMatch(/database is unavailable/);
  }

  /** Until the driver has found the database gone: /health answers 503 from then on. */
  async function untilHealthFails() {
    const health = await eventually(
      () => api.request('/health'),
      (response) => response.status === 503,
    );
    expect(health.status).toBe(503);
  }

  async function expectRecovered() {
    const back = await eventually(
      () => api.request('/users', { cookie }),
      (response) => response.status === 200,
    );
    expect(back.status).toBe(200);
    expect((await api.request('/health')).status).toBe(200);
  }

  it('answers 503 with Retry-After while the database is stalled (SIGSTOP), counts it, and recovers after SIGCONT', async () => {
    expect((await api.request('/users', { cookie })).status).toBe(200);
    const before = await scrape(api.metricsUrl);
    engine.pause();
    try {
      // Requests already waiting on the stalled server (reads, and writes, which a standalone server never
      // retries, so they meet the cleared pool), and requests that arrive later.
      const inFlight = Promise.all([
        api.request('/users', { cookie }),
        api.request('/add-subscriber', { method: 'POST', body: { subemail: 'stalled@example.com' } }),
        api.request('/auth/login', { method: 'POST', body: { email: 'a@example.com', password: 'secret1' } }),
      ]);
      await untilHealthFails();
      const later = await api.request('/users', { cookie });
      for (const response of [...(await inFlight), later]) expectUnavailable(response);

      const moved = await movedSince(before);
      expect(moved('http_request_duration_seconds_count', usersUnavailable)).toBe(2);
      // The commands sent before the stall was noticed were cut off; the later request found no server at all.
      expect(moved('agency_db_command_duration_seconds_count', { outcome: 'failed' })).toBeGreaterThanOrEqual(
        1,
      );
      expect(moved('agency_db_pool_checkout_failures_total', noServer)).toBeGreaterThanOrEqual(1);
    } finally {
      engine.resume();
    }
    await expectRecovered();
  });

  it('answers 503 with Retry-After when the database is killed, counts it, and recovers when it is back', async () => {
    await engine.kill();
    await untilHealthFails();
    const before = await scrape(api.metricsUrl);
    expectUnavailable(await api.request('/users', { cookie }));
    const moved = await movedSince(before);
    expect(moved('http_request_duration_seconds_count', usersUnavailable)).toBe(1);
    expect(moved('agency_db_pool_checkout_failures_total', noServer)).toBeGreaterThanOrEqual(1);
    // The pool let go of its connections to the dead server.
    expect(valueOf(before, 'agency_db_pool_connections')).toBe(0);

    engine = await EngineProcess.start(dbPath, engine.port);
    await expectRecovered();
    expect(valueOf(await scrape(api.metricsUrl), 'agency_db_pool_connections')).toBeGreaterThan(0);
  });

  it('counts a send the mail server refused, and the retry that got through', async () => {
    const before = await scrape(api.metricsUrl);
    const message = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      number: '+44 20 0000 0000',
      subject: 'Outage',
      message: 'Sent on the second try.',
    };
    expect((await api.request('/add-message', { method: 'POST', body: message })).status).toBe(201);
    await api.settled();

    const moved = await movedSince(before);
    expect(smtp.attempts).toBe(2);
    expect(moved('agency_mail_send_attempts_total', { outcome: 'failed' })).toBe(1);
    expect(moved('agency_mail_send_attempts_total', { outcome: 'sent' })).toBe(1);
  });
});
