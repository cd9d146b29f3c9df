import { ConfigError, loadConfig } from '../src/config/app-config';
import { RATE_LIMIT_COLLECTION } from '../src/rate-limit/rate-limit-point.schema';
import { TestApi } from './support/test-api';

const LIMIT = 3;

/** One failed sign-in, as sent by whoever controls X-Forwarded-For. */
function signIn(api: TestApi, forwardedFor: string, email = 'target@example.com') {
  return api.request('/auth/login', {
    method: 'POST',
    body: { email, password: 'guessing' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

async function counterKeys(api: TestApi): Promise<string> {
  const counters = await api.db.collection(RATE_LIMIT_COLLECTION).find().toArray();
  return counters.map((counter) => String(counter.key)).join('\n');
}

describe('TRUSTED_PROXIES', () => {
  it('is empty by default, even in production, and takes addresses and CIDR ranges', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,::1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['*', 'true', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129', '10.0.0.256'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
    },
  );
});

describe('client address with no trusted proxy', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start({ config: { authRateLimitPerMinute: LIMIT } });
  });
  afterAll(() => api.close());

  it('ignores X-Forwarded-For: a client rotating it stays one address to the rate limiter', async () => {
    // The address allows LIMIT × 3 sign-ins a minute, in fixed windows: twice that and two more put more than
    // the allowance in one window even when the attempts straddle a minute's end.
    const allowance = LIMIT * 3;
    const statuses = [];
    for (let i = 1; i <= allowance * 2 + 2; i++)
      statuses.push((await signIn(api, `198.51.100.${i}`, `target${i}@example.com`)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(allowance * 2);
    const keys = await counterKeys(api);
    expect(keys).toContain('127.0.0.1');
    expect(keys).not.toContain('198.51.100.');
  });
});

describe('client address behind a trusted proxy', () => {
  let api: TestApi;

  beforeAll(async () => {
    // The test client connects from 127.0.0.1, so it plays the load balancer.
    api = await TestApi.start({ config: { authRateLimitPerMinute: LIMIT, trustedProxies: ['127.0.0.1'] } });
  });
  afterAll(() => api.close());

  it('takes the client from the address the proxy appended, not from what the client sent before it', async () => {
    // A client forging a first entry (the proxy appends the real address after it) is limited by its real one:
    // within LIMIT × 2 + 1 attempts even when they straddle the end of the limiter's fixed one-minute window.
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 1; i <= LIMIT * 2 + 1 && !limited; i++) {
      const response = await signIn(api, `203.0.113.${i}, 198.51.100.7`);
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another client behind the same proxy is not limited by the first one's attempts.
    expect((await signIn(api, '198.51.100.8', 'someone@example.com')).status).toBe(401);

    const keys = await counterKeys(api);
    expect(keys).toContain('198.51.100.7');
    expect(keys).toContain('198.51.100.8');
    expect(keys).not.toContain('203.0.113.');
    expect(keys).not.toContain('127.0.0.1');
  });
});
