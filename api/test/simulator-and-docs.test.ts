import { loadConfig } from '../src/config/app-config';
import { TestApi } from './support/test-api';
import { formBody } from './payments-support';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SIMULATOR_ROUTES = ['checkout', 'pay', 'cancel', 'validate'];

function postForm(api: TestApi, route: string, headers: Record<string, string> = {}) {
  return api.request(`/payments/simulator/${route}`, {
    method: 'POST',
    body: formBody({ cmd: '_notify-validate', txn_id: 'X' }),
    headers: { ...FORM, ...headers },
  });
}

describe('checkout simulator configuration', () => {
  it('is never a default: only PAYPAL_MODE=simulator turns it on', () => {
    expect(loadConfig({}).paypalMode).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).paypalMode).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).paypalMode).toBe('live');
    expect(loadConfig({ PAYPAL_MODE: 'simulator' }).paypalMode).toBe('simulator');
  });

  it('does not exist when not enabled', async () => {
    const api = await TestApi.start({ config: { paypalMode: 'sandbox' } });
    try {
      for (const route of SIMULATOR_ROUTES) expect((await postForm(api, route)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe('checkout simulator reached from another machine', () => {
  let api: TestApi;

  beforeAll(async () => {
    // The test client connects from 127.0.0.1 and plays a trusted proxy, so X-Forwarded-For names a remote client.
    api = await TestApi.start({ config: { paypalMode: 'simulator', trustedProxies: ['127.0.0.1'] } });
  });
  afterAll(() => api.close());

  it.each(SIMULATOR_ROUTES)('refuses /payments/simulator/%s to a non-loopback client', async (route) => {
    const remote = await postForm(api, route, { 'x-forwarded-for': '203.0.113.5' });
    expect(remote.status).toBe(403);
    expect(remote.body.message).toMatch(/only requests from this machine/);
  });

  it('answers the same request from this machine', async () => {
    const local = await postForm(api, 'validate', { 'x-forwarded-for': '127.0.0.1' });
    expect(local.status).toBe(200);
    expect(local.body).toBe('INVALID');
    expect((await postForm(api, 'validate')).status).toBe(200);
  });
});

describe('/docs', () => {
  it('is off in production unless API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it.each([
    ['production defaults', { NODE_ENV: 'production' }, 404],
    ['production with API_DOCS=true', { NODE_ENV: 'production', API_DOCS: 'true' }, 200],
  ])('with %s answers %d', async (_name, env, status) => {
    const { nodeEnv, apiDocs } = loadConfig(env);
    const api = await TestApi.start({ config: { nodeEnv, apiDocs } });
    try {
      expect((await api.request('/docs')).status).toBe(status);
      expect((await api.request('/docs-json')).status).toBe(status);
    } finally {
      await api.close();
    }
  });
});
