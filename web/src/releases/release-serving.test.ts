// The web servers following the release registry: two shells reading one registry agree on every visitor's
// releases; canaries are sticky per visitor; an admin's override is checked, applied and never cached; a registry
// that stops answering leaves the last routing in place; the remotes serve their stored releases by version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RoutingDocument } from '@agency/contracts/releases';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';
import { routes } from '../../../shell/src/config/paths';
import type { RuntimeConfig } from '../runtime-config';
import { createWebServer, listenWebServer } from '../web-server';
import { overrideToken, releaseKeys, routingDocument } from './test-registry';
import { startTestRegistry, startTestShell, writeFixture } from './test-servers';
import type { TestRegistry, TestShell } from './test-servers';

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.2.0-bbbbbbbbbb';
const PINNED = '0.0.9-cccccccccc';
const ENTRY = 'remoteEntry.0123456789.js';
const CSP = "default-src 'self'";
const keys = releaseKeys();

let folder: string;
let routing: RoutingDocument;
let registry: TestRegistry | undefined;
let registryUrl: string;
let remote: FastifyInstance;
let remoteUrl: string;
const shells: TestShell[] = [];

async function startShell(): Promise<TestShell> {
  const shell = await startTestShell({ folder, registryUrl, remoteUrl, csp: CSP });
  shells.push(shell);
  return shell;
}

/** Both shells read the registry now (each would within its refresh interval). */
const refreshAll = () => Promise.all(shells.map((shell) => shell.routing.refresh()));

async function configOf(shellUrl: string, cookie?: string) {
  const response = await fetch(`${shellUrl}/config.json`, { headers: cookie ? { cookie } : {} });
  return { response, config: (await response.json()) as RuntimeConfig };
}

const publicVersion = (config: RuntimeConfig) =>
  /\/_releases\/([^/]+)\//.exec(config.remotes.mfe_public)?.[1] ?? 'own build';

/** `name=value` of a Set-Cookie header, to send back. */
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-releases-web-'));
  writeFixture(path.join(folder, 'shell', 'index.html'), '<!doctype html><title>fixture</title>');
  writeFixture(
    path.join(folder, 'shell', 'routes.json'),
    JSON.stringify({ routes: routes.map(({ path: route, access }) => ({ path: route, access })) }),
  );
  writeFixture(path.join(folder, 'remote', 'mf-manifest.json'), '{"own":true}');
  for (const version of [LIVE, CANARY, PINNED]) {
    const release = path.join(folder, 'releases', 'mfe-public', version);
    writeFixture(path.join(release, 'mf-manifest.json'), JSON.stringify({ version }));
    writeFixture(path.join(release, ENTRY), `/* ${version} */`);
    writeFixture(path.join(release, `${ENTRY}.map`), '{}');
  }
  writeFixture(path.join(folder, 'releases', 'mfe-public', '.incoming-1', 'mf-manifest.json'), '{}');
  routing = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: LIVE, canary: null } });
  registry = await startTestRegistry(() => routing);
  registryUrl = registry.url;
  remote = await createWebServer({
    root: path.join(folder, 'remote'),
    csp: CSP,
    corsOrigin: 'https://site.example',
    releasesRoot: path.join(folder, 'releases', 'mfe-public'),
  });
  remoteUrl = `http://127.0.0.1:${await listenWebServer(remote, 0)}`;
  await startShell();
  await startShell();
});

afterAll(async () => {
  await Promise.all([remote, registry, ...shells].map((server) => server?.close()));
  fs.rmSync(folder, { recursive: true, force: true });
});

test('two shells reading one registry give a visitor the same configuration, and follow a pointer change', async () => {
  const [a, b] = shells;
  const first = await Promise.all([configOf(a.url), configOf(b.url)]);
  expect(first[0].config).toEqual(first[1].config);
  expect(publicVersion(first[0].config)).toBe(LIVE);
  expect(first[0].config.remotes.mfe_admin).toBe(`${remoteUrl}/mf-manifest.json`);
  // No canary, no override: one answer for everyone, kept by any cache that revalidates it.
  expect(first[0].response.headers.get('cache-control')).toBe('no-cache');
  expect(first[0].response.headers.get('set-cookie')).toBeNull();

  routing = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: PINNED, canary: null } }, 2);
  await refreshAll();
  const moved = await Promise.all([configOf(a.url), configOf(b.url)]);
  expect(moved.map(({ config }) => publicVersion(config))).toEqual([PINNED, PINNED]);
  routing = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: LIVE, canary: null } }, 3);
  await refreshAll();
});

test.each([0, 50, 100])(
  'a canary at %i %% reaches that share of visitors, each kept on their side',
  async (percent) => {
    routing = routingDocument(keys.publicKeyPem, {
      'mfe-public': { live: LIVE, canary: { version: CANARY, percent } },
    });
    await refreshAll();
    const [a, b] = shells;
    // A new visitor is drawn once; both shells then answer them alike, however often they ask.
    const { response } = await configOf(a.url);
    const cookie = cookieOf(response, 'release_bucket');
    expect(cookie).toMatch(/^release_bucket=\d{1,2}$/);
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++)
      for (const shell of [a, b]) {
        const again = await configOf(shell.url, cookie);
        expect(again.response.headers.get('set-cookie')).toBeNull();
        expect(again.response.headers.get('cache-control')).toBe('private, no-cache');
        expect(again.response.headers.get('vary')).toMatch(/Cookie/);
        seen.add(publicVersion(again.config));
      }
    expect(seen.size).toBe(1);
    // Over every possible draw, exactly `percent` in 100 visitors get the canary.
    const versions = await Promise.all(
      Array.from({ length: 100 }, async (_, bucket) =>
        publicVersion((await configOf(bucket % 2 ? a.url : b.url, `release_bucket=${bucket}`)).config),
      ),
    );
    expect(versions.filter((version) => version === CANARY)).toHaveLength(percent);
    expect(versions.filter((version) => version === LIVE)).toHaveLength(100 - percent);
  },
);

describe("an admin's override", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const token = (exp = now() + 600, key = keys.privateKey, version = PINNED) =>
    overrideToken(key, { slice: 'mfe-public', version, exp, admin: TEST_ADMIN_EMAIL });
  const setOverride = (shellUrl: string, body: unknown) =>
    fetch(`${shellUrl}/_release-override`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    routing = routingDocument(keys.publicKeyPem, {
      'mfe-public': { live: LIVE, canary: { version: CANARY, percent: 50 } },
    });
    await refreshAll();
  });

  // Which tokens are kept, and the cookie's attributes, are plugins/release-overrides.test.ts's.
  test('once set, pins that admin alone, on every shell server', async () => {
    const [a, b] = shells;
    const accepted = await setOverride(a.url, { token: token() });
    expect(accepted.status).toBe(200);
    const cookie = `${cookieOf(accepted, 'release_override')}; release_bucket=0`;
    for (const shell of [a, b]) {
      const { response, config } = await configOf(shell.url, cookie);
      expect(publicVersion(config)).toBe(PINNED);
      expect(config.override).toMatchObject({ slice: 'mfe-public', version: PINNED });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // The same visitor without it, and anyone else: the canary's choice, unmarked.
    const without = await configOf(b.url, 'release_bucket=0');
    expect(publicVersion(without.config)).toBe(CANARY);
    expect(without.config.override).toBeUndefined();
    expect(without.response.headers.get('cache-control')).toBe('private, no-cache');
  });

  test('a cookie with a bad or expired token is ignored on every request', async () => {
    for (const bad of [token(now() - 1), token(undefined, releaseKeys().privateKey)]) {
      const { response, config } = await configOf(
        shells[0].url,
        `release_override=${bad}; release_bucket=99`,
      );
      expect(publicVersion(config)).toBe(LIVE);
      expect(config.override).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  test('is taken once the registry lists it, and ends on every request once the registry no longer does', async () => {
    const canary = { 'mfe-public': { live: LIVE, canary: { version: CANARY, percent: 50 } } };
    const fresh = overrideToken(keys.privateKey, {
      slice: 'mfe-public',
      version: PINNED,
      exp: now() + 600,
      admin: TEST_ADMIN_EMAIL,
      id: 'issued-a-moment-ago',
    });
    // Issued after this shell last read the registry: set at once, the registry read again for it.
    routing = routingDocument(keys.publicKeyPem, canary, 1, ['issued-a-moment-ago']);
    const accepted = await setOverride(shells[0].url, { token: fresh });
    expect(accepted.status).toBe(200);
    const cookie = `${cookieOf(accepted, 'release_override')}; release_bucket=99`;
    expect(publicVersion((await configOf(shells[0].url, cookie)).config)).toBe(PINNED);

    // Its admin signed out: the registry lists it no more, and every shell drops it at its next read.
    routing = routingDocument(keys.publicKeyPem, canary, 1, []);
    await refreshAll();
    for (const shell of shells) {
      const { config } = await configOf(shell.url, cookie);
      expect(publicVersion(config)).toBe(LIVE);
      expect(config.override).toBeUndefined();
    }
    expect((await setOverride(shells[0].url, { token: fresh })).status).toBe(400);
    // A signature with characters on its end is not the signature.
    routing = routingDocument(keys.publicKeyPem, canary);
    await refreshAll();
    expect((await setOverride(shells[0].url, { token: `${token()}x` })).status).toBe(400);
    expect((await setOverride(shells[0].url, { token: token() })).status).toBe(200);
  });
});

test('a registry that stops answering leaves the last routing; a shell that never reached it serves its own builds', async () => {
  routing = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: CANARY, canary: null } }, 9);
  await refreshAll();
  await registry!.close();
  registry = undefined;
  await refreshAll();
  for (const shell of shells) expect(publicVersion((await configOf(shell.url)).config)).toBe(CANARY);
  const fresh = await startShell();
  expect(publicVersion((await configOf(fresh.url)).config)).toBe('own build');
  // Back again: every shell follows it at its next read.
  routing = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: LIVE, canary: null } }, 10);
  registry = await startTestRegistry(() => routing, Number(new URL(registryUrl).port));
  await refreshAll();
  for (const shell of shells) expect(publicVersion((await configOf(shell.url)).config)).toBe(LIVE);
});

test('a remote serves each stored release under its version, cached as its build is', async () => {
  const manifest = await fetch(`${remoteUrl}/_releases/${CANARY}/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(await manifest.json()).toEqual({ version: CANARY });
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('access-control-allow-origin')).toBe('https://site.example');
  const entry = await fetch(`${remoteUrl}/_releases/${LIVE}/${ENTRY}`);
  expect(await entry.text()).toBe(`/* ${LIVE} */`);
  expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
  for (const hidden of [
    `${LIVE}/${ENTRY}.map`,
    '.incoming-1/mf-manifest.json',
    '9.9.9-dddddddddd/mf-manifest.json',
  ])
    expect((await fetch(`${remoteUrl}/_releases/${hidden}`)).status).toBe(404);
  // The build the server was started with is still served where it was.
  expect(await (await fetch(`${remoteUrl}/mf-manifest.json`)).json()).toEqual({ own: true });
});
