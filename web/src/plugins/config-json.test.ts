// The config-json plugin on a bare Fastify server with the shell's builds: /config.json is the runtime
// configuration of the visitor's releases, kept by any cache when everyone gets the same one, by the visitor's
// browser only when their canary draw chose it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { VisitorReleases } from '../releases/visitor-releases';
import { createRoutingSource, type RoutingSource } from '../releases/routing-source';
import { createSiteReleases } from '../releases/site-releases';
import { releaseKeys, routingDocument } from '../releases/test-registry';
import { startTestRegistry, writeFixture, type TestRegistry } from '../releases/test-servers';
import type { ShellOptions } from '../web-server-options';
import { configJson } from './config-json';
import { visitorBuilds } from './visitor-builds';

const LIVE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';
let folder: string;
let registry: TestRegistry;
let routing: RoutingSource;
const servers: FastifyInstance[] = [];

/** The configuration names the mfe-public release the visitor was given, so the test sees whose it is. */
const runtimeConfig = (visitor?: VisitorReleases) => ({
  apiUrl: 'https://api.example',
  siteUrl: 'https://example.com',
  remotes: {
    mfe_public: `https://public.example/${visitor?.versions['mfe-public'] ?? 'own'}/mf-manifest.json`,
  },
});

async function shellServer(shell: ShellOptions): Promise<FastifyInstance> {
  const app = Fastify();
  servers.push(app);
  await app.register(fastifyCookie);
  await app.register(visitorBuilds, {
    root: path.join(folder, 'shell'),
    shell,
    secureCookies: false,
    log: () => undefined,
  });
  await app.register(configJson, { shell });
  return app;
}

const shellOptions = { runtimeConfig, apiUrl: 'https://api.example', siteUrl: 'https://example.com' };

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'config-json-'));
  writeFixture(path.join(folder, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  writeFixture(path.join(folder, 'shell', 'routes.json'), JSON.stringify({ routes: [] }));
  for (const version of [LIVE, CANARY])
    writeFixture(path.join(folder, 'releases', 'mfe-public', version, 'mf-manifest.json'), '{}');
  const keys = releaseKeys();
  const document = routingDocument(keys.publicKeyPem, {
    'mfe-public': { live: LIVE, canary: { version: CANARY, percent: 50 } },
  });
  registry = await startTestRegistry(() => document);
  routing = createRoutingSource({ apiUrl: registry.url, refreshMs: 60_000, log: () => undefined });
  await routing.refresh();
});

afterAll(async () => {
  routing.stop();
  await Promise.all(servers.map((server) => server.close()));
  await registry.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('without a registry everyone gets the server’s own configuration, kept by any cache that revalidates', async () => {
  const app = await shellServer(shellOptions);
  const answer = await app.inject('/config.json');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-cache');
  expect(answer.headers.vary).toBeUndefined();
  expect(answer.json()).toEqual(runtimeConfig());
});

test('a visitor drawn into a canary or not gets their releases, kept by their browser only', async () => {
  const releases = createSiteReleases({ routing, releasesDir: path.join(folder, 'releases') });
  const app = await shellServer({ ...shellOptions, releases });
  for (const [bucket, version] of [
    ['0', CANARY],
    ['99', LIVE],
  ] as const) {
    const answer = await app.inject({ url: '/config.json', cookies: { release_bucket: bucket } });
    expect(answer.json()).toEqual(runtimeConfig(releases.forVisitor({ bucket })));
    expect(answer.json<{ remotes: { mfe_public: string } }>().remotes.mfe_public).toContain(version);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.vary).toBe('Cookie');
  }
  // A first visit is drawn and its draw kept in a cookie.
  const first = await app.inject('/config.json');
  expect(String(first.headers['set-cookie'])).toMatch(/^release_bucket=\d+/);
});
