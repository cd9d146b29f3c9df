// The security-headers plugin on a bare Fastify server: every answer says nosniff, only HTML carries the page
// headers and the policy (made from the page's script hashes when it is a function), and a live preview page may be
// framed by its own origin.
import Fastify from 'fastify';
import { contentSecurityPolicy } from '../security-headers';
import { securityHeaders } from './security-headers';

const CSP = contentSecurityPolicy({ apiOrigin: 'http://127.0.0.2:3000' });
const PREVIEW_TOKEN = '0123456789abcdef0123456789abcdef';

async function serverWith(csp: string | ((scriptHashes: string[]) => string)) {
  const app = Fastify();
  await app.register(securityHeaders, { csp });
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
  app.get('/app.js', async (_request, reply) => reply.type('text/javascript').send('void 0'));
  return app;
}

test('a page carries the policy and the page headers; a script only nosniff', async () => {
  const app = await serverWith(CSP);
  const page = await app.inject('/');
  expect(page.headers['content-security-policy']).toBe(CSP);
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(page.headers['x-content-type-options']).toBe('nosniff');

  const script = await app.inject('/app.js');
  expect(script.headers['x-content-type-options']).toBe('nosniff');
  expect(script.headers['content-security-policy']).toBeUndefined();
  expect(script.headers['x-frame-options']).toBeUndefined();
  await app.close();
});

test('a policy made per page is given the page’s script hashes (none without a shell build)', async () => {
  const seen: string[][] = [];
  const app = await serverWith((hashes) => {
    seen.push(hashes);
    return `script-src 'self' ${hashes.join(' ')}; frame-ancestors 'none'`;
  });
  expect((await app.inject('/')).headers['content-security-policy']).toBe(
    "script-src 'self' ; frame-ancestors 'none'",
  );
  expect(seen).toEqual([[]]);
  await app.close();
});

test('a live preview page may be framed by its own origin only; other pages by none', async () => {
  const app = await serverWith(CSP);
  const preview = await app.inject(`/?preview=live-${PREVIEW_TOKEN}`);
  expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  const drafts = await app.inject('/?preview=drafts');
  expect(drafts.headers['x-frame-options']).toBe('DENY');
  expect(drafts.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  await app.close();
});
