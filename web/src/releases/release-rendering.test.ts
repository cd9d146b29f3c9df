// The shell's server render across releases of mfe-public, over HTTP with a fixture renderer that names the build
// and the thread of each render: a visitor outside a canary, a canary visitor and an admin with an override each get
// a page rendered with their own build, cached as their configuration allows; a build that cannot be rendered on
// the server is left to the browser, never rendered with another.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoutingDocument } from '@agency/contracts/releases';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';
import { createWebMetrics } from '../web-metrics';
import { overrideToken, releaseKeys, routingDocument } from './test-registry';
import { fixtureManifestUrl, startTestRegistry, startTestShell, writeFixture } from './test-servers';
import type { TestRegistry, TestShell } from './test-servers';

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.2.0-bbbbbbbbbb';
const PINNED = '0.0.9-cccccccccc';
/** A release whose server build throws as it renders. */
const BROKEN = '0.3.0-eeeeeeeeee';
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
let registry: TestRegistry;
let shell: TestShell;
const metrics = createWebMetrics({ processMetrics: false });

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-release-rendering-'));
  writeFixture(path.join(folder, 'shell', 'index.html'), '<!doctype html><title>browser render</title>');
  writeFixture(
    path.join(folder, 'shell', 'routes.json'),
    JSON.stringify({ routes: [{ path: '/', access: 'public' }] }),
  );
  writeFixture(path.join(folder, 'shell', 'entry-assets.json'), JSON.stringify({ scripts: [], styles: [] }));
  writeFixture(path.join(folder, 'shell', 'server', 'render.js'), RENDERER);
  for (const version of [LIVE, CANARY, PINNED, BROKEN])
    writeFixture(path.join(folder, 'releases', 'mfe-public', version, 'mf-manifest.json'), '{}');

  routing = routingDocument(keys.publicKeyPem, {
    'mfe-public': { live: LIVE, canary: { version: CANARY, percent: 50 } },
  });
  registry = await startTestRegistry(() => routing);
  shell = await startTestShell({
    folder,
    registryUrl: registry.url,
    csp: "default-src 'self'",
    serverRendering: true,
    log: () => {},
    metrics,
  });
});

afterAll(async () => {
  await Promise.all([shell?.close(), registry?.close()]);
  fs.rmSync(folder, { recursive: true, force: true });
});

const threadOf = (html: string) => /^thread (\d+)/.exec(html)?.[1];

async function page(cookie: string) {
  const response = await fetch(`${shell.url}/`, { headers: { cookie } });
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

  expect(outside.html).toMatch(new RegExp(`rendered / with ${fixtureManifestUrl(LIVE)}$`));
  expect(canary.html).toMatch(new RegExp(`rendered / with ${fixtureManifestUrl(CANARY)}$`));
  expect(pinned.html).toMatch(new RegExp(`rendered / with ${fixtureManifestUrl(PINNED)}$`));
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
  await shell.routing.refresh();
  const canary = await page('release_bucket=0');
  expect(canary.response.status).toBe(200);
  expect(canary.html).toBe('<!doctype html><title>browser render</title>');
  expect((await page('release_bucket=99')).html).toMatch(new RegExp(`with ${fixtureManifestUrl(LIVE)}$`));
});
