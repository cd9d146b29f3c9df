// The release-overrides plugin on a bare Fastify server following a test registry: a token is kept as an HttpOnly
// cookie only when the registry signed it, it is unexpired and names a stored release; only a JSON body is read;
// "clear" removes the cookie. What an override then does to a visitor's releases is release-serving.test.ts's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { RELEASE_OVERRIDE_PATHS } from '@agency/contracts';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';
import { createRoutingSource, type RoutingSource } from '../releases/routing-source';
import { createSiteReleases } from '../releases/site-releases';
import { overrideToken, releaseKeys, routingDocument } from '../releases/test-registry';
import { startTestRegistry, writeFixture, type TestRegistry } from '../releases/test-servers';
import { releaseOverrides } from './release-overrides';

const STORED = '0.0.9-cccccccccc';
const keys = releaseKeys();
let folder: string;
let registry: TestRegistry;
let routing: RoutingSource;
let app: FastifyInstance;

const now = () => Math.floor(Date.now() / 1000);
const token = ({ exp = now() + 600, key = keys.privateKey, version = STORED } = {}) =>
  overrideToken(key, { slice: 'mfe-public', version, exp, admin: TEST_ADMIN_EMAIL });
const setOverride = (body: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: RELEASE_OVERRIDE_PATHS.set,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-overrides-'));
  writeFixture(path.join(folder, 'mfe-public', STORED, 'mf-manifest.json'), '{}');
  const document = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: STORED, canary: null } });
  registry = await startTestRegistry(() => document);
  routing = createRoutingSource({ apiUrl: registry.url, refreshMs: 60_000, log: () => undefined });
  await routing.refresh();
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(releaseOverrides, {
    releases: createSiteReleases({ routing, releasesDir: folder }),
    secureCookies: false,
  });
});

afterAll(async () => {
  routing.stop();
  await app.close();
  await registry.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('a token the registry signed, unexpired and naming a stored release, is kept as an HttpOnly cookie', async () => {
  const accepted = await setOverride({ token: token() });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toMatchObject({ slice: 'mfe-public', version: STORED });
  expect(accepted.headers['cache-control']).toBe('no-store');
  const cookie = String(accepted.headers['set-cookie']);
  expect(cookie).toMatch(/^release_override=/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Max-Age=(59\d|600)/);
});

test('an expired, foreign-signed, unstored or forged token is refused without a cookie', async () => {
  for (const refused of [
    token({ exp: now() - 1 }),
    token({ key: releaseKeys().privateKey }),
    token({ version: '9.9.9-dddddddddd' }),
    'forged',
  ]) {
    const response = await setOverride({ token: refused });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json<{ message: string }>().message).toMatch(/^token /);
  }
  expect((await setOverride({})).statusCode).toBe(400);
});

test('a form post is never read as a token', async () => {
  const form = await setOverride(`token=${encodeURIComponent(token())}`, 'application/x-www-form-urlencoded');
  expect(form.statusCode).toBe(400);
  expect(form.headers['set-cookie']).toBeUndefined();
});

test('"clear" removes the cookie and goes back to the home page', async () => {
  const cleared = await app.inject({
    method: 'POST',
    url: RELEASE_OVERRIDE_PATHS.clear,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(cleared.statusCode).toBe(303);
  expect(cleared.headers.location).toBe('/');
  expect(cleared.headers['cache-control']).toBe('no-store');
  expect(String(cleared.headers['set-cookie'])).toMatch(/release_override=;.*Expires=Thu, 01 Jan 1970/);
});
