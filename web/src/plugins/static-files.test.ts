// The static-files plugin on a bare Fastify server, as a remote's server uses it: a build's files with the caching
// their names call for, pre-compressed files chosen by Accept-Encoding, never a private file, a preview never kept,
// and the stored releases under their version. The shell's own build switching is shell-releases.test.ts's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { RELEASES_URL_PREFIX } from '../releases/release-urls';
import { writeFixture } from '../releases/test-servers';
import { IMMUTABLE, ONE_DAY, REVALIDATE } from '../served-files';
import { staticFiles } from './static-files';

const HASHED = 'main.0123456789.js';
const SCRIPT = 'console.log("served");'.repeat(100);
let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  const dist = path.join(folder, 'dist');
  writeFixture(path.join(dist, 'index.html'), '<!doctype html><title>remote</title>');
  writeFixture(path.join(dist, 'mf-manifest.json'), '{"own":true}');
  writeFixture(path.join(dist, HASHED), SCRIPT);
  fs.writeFileSync(path.join(dist, `${HASHED}.br`), zlib.brotliCompressSync(SCRIPT));
  writeFixture(path.join(dist, `${HASHED}.map`), '{}');
  writeFixture(path.join(dist, 'logo.png'), 'png');
  writeFixture(path.join(folder, 'releases', '1.0.0-aaaaaaaaaa', 'mf-manifest.json'), '{"version":1}');
  app = Fastify();
  await app.register(staticFiles, { root: dist, releasesRoot: path.join(folder, 'releases') });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('a file’s caching follows its name: hashed kept a year, manifests revalidated, images a day', async () => {
  expect((await app.inject(`/${HASHED}`)).headers['cache-control']).toBe(IMMUTABLE);
  expect((await app.inject('/mf-manifest.json')).headers['cache-control']).toBe(REVALIDATE);
  expect((await app.inject('/logo.png')).headers['cache-control']).toBe(ONE_DAY);
  const index = await app.inject('/');
  expect(index.body).toContain('<title>remote</title>');
  expect(index.headers['last-modified']).toBeUndefined();
  expect(index.headers.etag).toBeDefined();
});

test('the pre-compressed file is sent to a browser that takes it, the plain one to others', async () => {
  const brotli = await app.inject({ url: `/${HASHED}`, headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
  const plain = await app.inject(`/${HASHED}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

test('a source map is never served, and a preview’s files are never kept', async () => {
  expect((await app.inject(`/${HASHED}.map`)).statusCode).toBe(404);
  expect((await app.inject('/mf-manifest.json?preview=drafts')).headers['cache-control']).toBe('no-store');
});

test('a stored release is served under its version', async () => {
  const manifest = await app.inject(`${RELEASES_URL_PREFIX}1.0.0-aaaaaaaaaa/mf-manifest.json`);
  expect(manifest.statusCode).toBe(200);
  expect(manifest.json()).toEqual({ version: 1 });
  expect(manifest.headers['cache-control']).toBe(REVALIDATE);
  expect((await app.inject(`${RELEASES_URL_PREFIX}9.9.9-bbbbbbbbbb/mf-manifest.json`)).statusCode).toBe(404);
});
