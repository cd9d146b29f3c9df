// The cors plugin on a bare Fastify server: a remote's answers name the shell's origin, preflights are answered
// without a body, and a server with no shell origin sends no CORS header.
import Fastify from 'fastify';
import { cors } from './cors';

const SHELL_ORIGIN = 'http://127.0.0.2:8080';

async function serverWith(corsOrigin: string | (() => string | undefined) | undefined) {
  const app = Fastify();
  await app.register(cors, { corsOrigin });
  app.get('/remoteEntry.js', async () => 'script');
  return app;
}

test('a remote’s files name the shell’s origin and may be loaded cross-origin', async () => {
  const app = await serverWith(SHELL_ORIGIN);
  const script = await app.inject('/remoteEntry.js');
  expect(script.statusCode).toBe(200);
  expect(script.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
  expect(script.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
  expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(script.headers.vary).toMatch(/Origin/);
  await app.close();
});

test('a preflight is a 204 without a body, carrying the same headers', async () => {
  const app = await serverWith(SHELL_ORIGIN);
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/remoteEntry.js',
    headers: { origin: SHELL_ORIGIN, 'access-control-request-method': 'GET' },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.body).toBe('');
  expect(preflight.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
  await app.close();
});

test('the shell origin is read per request, and none means no CORS headers', async () => {
  let origin: string | undefined = SHELL_ORIGIN;
  const app = await serverWith(() => origin);
  expect((await app.inject('/remoteEntry.js')).headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
  origin = undefined;
  expect((await app.inject('/remoteEntry.js')).headers['access-control-allow-origin']).toBeUndefined();
  await app.close();

  const shell = await serverWith(undefined);
  const script = await shell.inject('/remoteEntry.js');
  expect(script.headers['access-control-allow-origin']).toBeUndefined();
  expect(script.headers['cross-origin-resource-policy']).toBeUndefined();
  await shell.close();
});
