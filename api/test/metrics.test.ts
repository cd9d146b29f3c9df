import { scrape, valueOf, type Sample } from './support/prometheus-text';
import { TestApi } from './support/test-api';

const MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  number: '+44 20 0000 0000',
  subject: 'Metrics',
  message: 'Counted exactly once.',
};

const requestCount = (samples: Sample[], method: string, route: string, status: number) =>
  valueOf(samples, 'http_request_duration_seconds_count', { method, route, status_code: String(status) }) ??
  0;

describe('Prometheus metrics', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start({ config: { metrics: { port: 0, host: '127.0.0.1' } } });
  });
  afterAll(() => api.close());

  it('are served on their own port only, never on the public one', async () => {
    expect(api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(api.metricsUrl).port).not.toBe(new URL(api.url).port);
    expect((await api.request('/metrics')).status).toBe(404);
    expect((await fetch(new URL('/other', api.metricsUrl))).status).toBe(404);
  });

  it('count a known workload exactly: requests per route pattern and status, commands, mail, notifications', async () => {
    const before = await scrape(api.metricsUrl);
    for (let i = 0; i < 3; i++) expect((await api.request('/health/live')).status).toBe(200);
    // Two addresses of one route pattern, and two of none: one label value each, however many addresses.
    expect((await api.request('/order/aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(401);
    expect((await api.request('/order/bbbbbbbbbbbbbbbbbbbbbbbb')).status).toBe(401);
    expect((await api.request('/no/such/page-1')).status).toBe(404);
    expect((await api.request('/no/such/page-2')).status).toBe(404);
    for (const subemail of ['one@example.com', 'two@example.com'])
      expect((await api.request('/add-subscriber', { method: 'POST', body: { subemail } })).status).toBe(201);
    // A new contact message mails the one verified admin, through the mail queue.
    expect((await api.request('/add-message', { method: 'POST', body: MESSAGE })).status).toBe(201);
    // Two notifications that change no order: one with no transaction, one with a status that settles nothing.
    for (const body of [
      'mc_gross=10.00&payment_status=Completed',
      'txn_id=T1&mc_gross=10.00&payment_status=Pending',
    ])
      expect(
        (
          await api.request('/payments/ipn', {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(200);
    // A webhook delivery without PayPal's signature headers.
    expect((await api.request('/payments/paypal-webhook', { method: 'POST', body: {} })).status).toBe(400);
    await api.settled();

    const samples = await scrape(api.metricsUrl);
    const requestsMade = (method: string, route: string, status: number) =>
      requestCount(samples, method, route, status) - requestCount(before, method, route, status);
    expect(requestsMade('GET', '/health/live', 200)).toBe(3);
    expect(requestsMade('GET', '/order/:id', 401)).toBe(2);
    expect(requestsMade('GET', '(unmatched)', 404)).toBe(2);
    expect(requestsMade('POST', '/add-subscriber', 201)).toBe(2);
    expect(requestsMade('POST', '/add-message', 201)).toBe(1);
    expect(requestsMade('POST', '/payments/ipn', 200)).toBe(2);
    expect(requestsMade('POST', '/payments/paypal-webhook', 400)).toBe(1);
    expect(samples.filter((sample) => sample.labels.route?.includes('aaaa'))).toEqual([]);
    // Each bucket counts the requests at most that long: the last one (+Inf) all of them.
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', {
        route: '/health/live',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(requestCount(samples, 'GET', '/health/live', 200));

    const commands = (command: string, collection: string) =>
      valueOf(samples, 'agency_db_command_duration_seconds_count', { command, collection, outcome: 'ok' });
    // A subscription is an upsert: one update command each.
    expect(commands('update', 'subscribers')).toBe(2);
    expect(commands('insert', 'messages')).toBe(1);

    expect(valueOf(samples, 'agency_mail_send_attempts_total', { outcome: 'sent' })).toBe(1);
    expect(valueOf(samples, 'agency_mail_send_attempts_total', { outcome: 'failed' })).toBeUndefined();
    expect(valueOf(samples, 'agency_mail_queue_depth')).toBe(0);

    expect(
      valueOf(samples, 'agency_payment_notifications_total', { channel: 'ipn', outcome: 'ignored' }),
    ).toBe(2);
    expect(
      valueOf(samples, 'agency_payment_notifications_total', { channel: 'webhook', outcome: 'unverified' }),
    ).toBe(1);

    const open = valueOf(samples, 'agency_db_pool_connections') ?? 0;
    expect(open).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'agency_db_pool_connections_in_use')).toBeLessThanOrEqual(open);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts each request once more on the next scrape, and scrapes themselves not at all', async () => {
    const before = requestCount(await scrape(api.metricsUrl), 'GET', '/health/live', 200);
    await api.request('/health/live');
    await scrape(api.metricsUrl);
    expect(requestCount(await scrape(api.metricsUrl), 'GET', '/health/live', 200)).toBe(before + 1);
  });
});
