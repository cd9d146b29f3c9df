// The shell's server render across releases of mfe-public, over HTTP with a fixture renderer that names the build
// and the thread of each render: a visitor outside a canary, a canary visitor and an admin with an override each get
// a page rendered with their own build, cached as their configuration allows; a build that cannot be rendered on
// the server is left to the browser, never rendered with another.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RoutingDocument } from '@agency/contracts/releases';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';
import { buildRuntimeConfig } from '../runtime-config';
import { createWebMetrics } from '../web-metrics';
import { createWebServer, listenWebServer } from '../web-server';
import { createRoutingSource, ROUTING_PATH, type RoutingSource } from './routing-source';
import { createSiteReleases } from './site-releases';
import { overrideToken, releaseKeys, routingDocument } from './test-registry';

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.2.0-bbbbbbbbbb';
const PINNED = '0.0.9-cccccccccc';
/** A release whose server build throws as it renders. */
const BROKEN = '0.3.0-eeeeeeeeee';
const REMOTE_URL = 'https://public.example';
const keys = releaseKeys();

const RENDERER = `const { threadId } = require('node:worker_threads');
exports.loadPageRenderer = async () => ({
  createPageRenderer: () => ({
    scriptHashes: [],
    render: async ({ url, status, config }) => {
      if (config.remotes.mfe_public.includes(${JSON.stringify(BROKEN)})) throw new Error('the build is broken');
      return {
        kind: 'html',
        status,
        etag: '"r"',
        html: 'thread ' + threadId + ' rendered ' + url + ' with ' + config.remotes.mfe_public,
      };
    },
  }),
});`;

let folder: string;
let routing: RoutingDocument;
let registry: FastifyInstance;
let source: RoutingSource;
let shell: FastifyInstance;
let shellUrl: string;
const metrics = createWebMetrics({ processMetrics: false });

function write(file: string, body: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-release-rendering-'));
  write(path.join(folder, 'shell', 'index.html'), '<!doctype html><title>browser render</title>');
  write(
    path.join(folder, 'shell', 'routes.json'),
    JSON.stringify({ routes: [{ path: '/', access: 'public' }] }),
  );
  write(path.join(folder, 'shell', 'entry-assets.json'), JSON.stringify({ scripts: [], styles: [] }));
  write(path.join(folder, 'shell', 'server', 'render.js'), RENDERER);
  for (const version of [LIVE, CANARY, PINNED, BROKEN])
    write(path.join(folder, 'releases', 'mfe-public', version, 'mf-manifest.json'), '{}');

  routing = routingDocument(keys.publicKeyPem, {
    'mfe-public': { live: LIVE, canary: { version: CANARY, percent: 50 } },
  });
  registry = Fastify();
  registry.get(ROUTING_PATH, async () => routing);
  const registryUrl = `http://127.0.0.1:${await listenWebServer(registry, 0)}`;
  source = createRoutingSource({ apiUrl: registryUrl, refreshMs: 60_000, log: () => {} });
  await source.refresh();
  const releases = createSiteReleases({ routing: source, releasesDir: path.join(folder, 'releases') });
  shell = await createWebServer({
    root: path.join(folder, 'shell'),
    csp: "default-src 'self'",
    metrics,
    log: () => {},
    shell: {
      runtimeConfig: (visitor = releases.live()) =>
        buildRuntimeConfig({
          apiUrl: registryUrl,
          remoteUrls: {
            shell: 'https://site.example',
            'mfe-public': REMOTE_URL,
            'mfe-customer': REMOTE_URL,
            'mfe-admin': REMOTE_URL,
            'mfe-cms': REMOTE_URL,
          },
          visitor,
        }),
      releases,
      siteUrl: 'https://site.example',
      // Long enough for a build's thread to start on a busy machine (from its TypeScript sources).
      rendering: { budgetMs: 30_000, remoteRefreshMs: 60_000, contentMaxAgeMs: 100 },
    },
  });
  shellUrl = `http://127.0.0.1:${await listenWebServer(shell, 0)}`;
});

afterAll(async () => {
  await Promise.all([shell?.close(), registry?.close()]);
  source?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const manifestOf = (version: string) => `${REMOTE_URL}/_releases/${version}/mf-manifest.json`;
const threadOf = (html: string) => /^thread (\d+)/.exec(html)?.[1];

async function page(cookie: string) {
  const response = await fetch(`${shellUrl}/`, { headers: { cookie } });
  return { response, html: await response.text() };
}

test("each visitor's page is rendered on the server with their build, by that build's threads", async () => {
  const outside = await page('release_bucket=99');
  const canary = await page('release_bucket=0');
  const token = overrideToken(keys.privateKey, {
    slice: 'mfe-public',
    version: PINNED,
    exp: Math.floor(Date.now() / 1000) + 600,
    admin: TEST_ADMIN_EMAIL,
  });
  const pinned = await page(`release_bucket=99; release_override=${token}`);

  expect(outside.html).toMatch(new RegExp(`rendered / with ${manifestOf(LIVE)}$`));
  expect(canary.html).toMatch(new RegExp(`rendered / with ${manifestOf(CANARY)}$`));
  expect(pinned.html).toMatch(new RegExp(`rendered / with ${manifestOf(PINNED)}$`));
  expect(new Set([outside, canary, pinned].map(({ html }) => threadOf(html))).size).toBe(3);
  // With a canary running each answer depends on the visitor's draw; an override's is the admin's alone.
  for (const { response } of [outside, canary]) {
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  }
  expect(pinned.response.headers.get('cache-control')).toBe('no-store');
  expect(pinned.response.headers.get('etag')).toBeNull();

  const text = await metrics.registry.metrics();
  for (const build of ['live', 'canary', 'override'])
    expect(text).toContain(`agency_ssr_render_duration_seconds_count{outcome="html",build="${build}"} 1`);
});

test('a build that fails to render on the server is rendered by the browser, never with another build', async () => {
  routing = routingDocument(keys.publicKeyPem, {
    'mfe-public': { live: LIVE, canary: { version: BROKEN, percent: 50 } },
  });
  await source.refresh();
  const canary = await page('release_bucket=0');
  expect(canary.response.status).toBe(200);
  expect(canary.html).toBe('<!doctype html><title>browser render</title>');
  expect((await page('release_bucket=99')).html).toMatch(new RegExp(`with ${manifestOf(LIVE)}$`));
});
