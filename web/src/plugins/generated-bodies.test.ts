// The generated-bodies plugin on a bare Fastify server: what is made per request gets an ETag to revalidate and is
// compressed (brotli first) past a kilobyte; what no cache may keep gets no ETag.
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { generatedBodies } from './generated-bodies';

const LONG_PAGE = `<!doctype html><p>${'a generated page '.repeat(200)}</p>`;

async function server() {
  const app = Fastify();
  await app.register(generatedBodies);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(LONG_PAGE));
  app.get('/short', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('short'));
  app.get('/answer', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(LONG_PAGE),
  );
  return app;
}

test('a generated body is validated by its ETag: the same body again is a 304', async () => {
  const app = await server();
  const first = await app.inject('/page');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"/);
  const again = await app.inject({ url: '/page', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  await app.close();
});

test('what no cache may keep has no ETag', async () => {
  const app = await server();
  expect((await app.inject('/answer')).headers.etag).toBeUndefined();
  await app.close();
});

test('brotli is preferred past a kilobyte; a short body is sent as it is', async () => {
  const app = await server();
  const page = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
  expect(page.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(LONG_PAGE);
  const gzipOnly = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(LONG_PAGE);
  const short = await app.inject({ url: '/short', headers: { 'accept-encoding': 'br' } });
  expect(short.headers['content-encoding']).toBeUndefined();
  expect(short.body).toBe('short');
  await app.close();
});
