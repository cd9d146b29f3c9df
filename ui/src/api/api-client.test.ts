import { stubFetch } from '../testing';
import { api, ApiError, configureApi, onUnauthorized } from './api-client';

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000/' }));

test('reads JSON with the session cookie from the configured base URL', async () => {
  const stub = stubFetch({ 'GET /banner': { body: [{ _id: '1', bannerHeading: 'Grow' }] } });
  await expect(api.get('/banner')).resolves.toEqual([{ _id: '1', bannerHeading: 'Grow' }]);
  expect(stub.calls[0].init.credentials).toBe('include');
  expect(stub).toHaveBeenCalledWith('http://127.0.0.1:4000/banner', expect.anything());
});

test('writes send JSON with its content type', async () => {
  const stub = stubFetch({ 'POST /add-subscriber': { status: 201, body: { _id: 'x' } } });
  await api.post('/add-subscriber', { subemail: 'a@b.co' });
  expect(stub.calls[0].body).toEqual({ subemail: 'a@b.co' });
  expect((stub.calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
});

test('an error answer becomes an ApiError with the server message and status', async () => {
  stubFetch({
    'POST /add-message': {
      status: 400,
      body: { statusCode: 400, message: 'email must be an e-mail address' },
    },
  });
  const error = await api.post('/add-message', {}).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message: 'email must be an e-mail address' });
});

test('a network failure is an ApiError with status 0', async () => {
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  await expect(api.get('/logo')).rejects.toMatchObject({ status: 0 });
});

test('a 401 is announced unless the caller expects it', async () => {
  stubFetch({
    'GET /orders': { status: 401, body: { message: 'Unauthorized' } },
    'GET /auth/me': { status: 401, body: {} },
  });
  const listener = jest.fn();
  const unsubscribe = onUnauthorized(listener);
  await api.get('/auth/me', { expectUnauthorized: true }).catch(() => undefined);
  expect(listener).not.toHaveBeenCalled();
  await api.get('/orders').catch(() => undefined);
  expect(listener).toHaveBeenCalledWith('/orders');
  unsubscribe();
});

test("reads ask for the page's language, not the browser's, once the page has one", async () => {
  const stub = stubFetch({ 'GET /banner': { body: [] } });
  await api.get('/banner');
  expect(stub.calls[0].init.headers).not.toHaveProperty('Accept-Language');
  configureApi({ baseUrl: 'http://127.0.0.1:4000/', language: 'de' });
  await api.get('/banner');
  expect((stub.calls[1].init.headers as Record<string, string>)['Accept-Language']).toBe('de');
});
