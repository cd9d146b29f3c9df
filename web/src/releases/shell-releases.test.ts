// The shell's own releases followed by a running web server, over HTTP with real render threads and a fixture shell
// build per release whose renderer names its build, its thread and the mfe-public build of each render: the live
// shell release switches without a restart and without a failed request, the replaced build's threads end, a shell
// canary and an admin's override of the shell work per visitor, a promoted canary of mfe-public keeps its warm
// threads, and a visitor of a build that never rendered a page while the API stalls gets the live builds' last good
// render.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoutingDocument } from '@agency/contracts/releases';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';
import { overrideToken, releaseKeys, routingDocument } from './test-registry';
import { fixtureManifestUrl, startTestRegistry, startTestShell, writeFixture } from './test-servers';
import type { TestRegistry, TestShell } from './test-servers';

const SHELL_1 = '1.0.0-1111111111';
const SHELL_2 = '2.0.0-2222222222';
const PUBLIC_LIVE = '0.1.0-aaaaaaaaaa';
const PUBLIC_CANARY = '0.2.0-bbbbbbbbbb';
const PUBLIC_NEVER_RENDERED = '0.3.0-cccccccccc';
const keys = releaseKeys();

/** Each shell build's renderer: its build's name (tag.txt), the thread and what it rendered; a stalled API too. */
const renderer = (stalledFile: string) => `const fs = require('node:fs');
const path = require('node:path');
const { threadId } = require('node:worker_threads');
const build = fs.readFileSync(path.join(__dirname, '..', 'tag.txt'), 'utf8');
exports.loadPageRenderer = async () => ({
  createPageRenderer: () => {
    const lastGood = new Map();
    return {
      scriptHashes: ['sha256-' + build],
      sendForm: async () => ({ kind: 'unknown' }),
      sentAnswer: () => undefined,
      lastGoodRenders: () => [...lastGood.values()],
      render: async ({ url, status, config }) => {
        if (fs.existsSync(${JSON.stringify(stalledFile)})) {
          const last = lastGood.get(url);
          return last ? { kind: 'stale', status: last.status, html: last.html } : { kind: 'unavailable', reason: 'stalled' };
        }
        const html = build + ' thread ' + threadId + ' rendered ' + url + ' with ' + config.remotes.mfe_public;
        lastGood.set(url, { page: url, status, html });
        return { kind: 'html', status, etag: '"' + build + '"', html };
      },
    };
  },
});`;

let folder: string;
let stalled: string;
let routing: RoutingDocument;
let registryDown = false;
let registry: TestRegistry;
let shell: TestShell;
const logs: string[] = [];

/** A shell build named `tag`, with its own content-hashed script. */
function writeShellBuild(root: string, tag: string, hash: string) {
  const write = (file: string, body: string) => writeFixture(path.join(root, file), body);
  write('tag.txt', tag);
  write('index.html', `<!doctype html><title>${tag} in the browser</title>`);
  write(
    'routes.json',
    JSON.stringify({
      routes: [
        { path: '/', access: 'public' },
        { path: '/about', access: 'public' },
        { path: '/contact', access: 'public' },
        { path: '/account', access: 'customer' },
      ],
    }),
  );
  write('entry-assets.json', JSON.stringify({ scripts: [`/main.${hash}.js`], styles: [] }));
  write(`main.${hash}.js`, `/* ${tag} */`);
  write('server/render.js', renderer(stalled));
}

const point = async (slices: Partial<RoutingDocument['slices']>) => {
  routing = routingDocument(keys.publicKeyPem, slices, routing.revision + 1);
  await shell.routing.refresh();
};

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-shell-releases-'));
  stalled = path.join(folder, 'api-stalled');
  writeShellBuild(path.join(folder, 'shell'), 'own', '0000000000');
  writeShellBuild(path.join(folder, 'releases', 'shell', SHELL_1), SHELL_1, '1111111111');
  writeShellBuild(path.join(folder, 'releases', 'shell', SHELL_2), SHELL_2, '2222222222');
  for (const version of [PUBLIC_LIVE, PUBLIC_CANARY, PUBLIC_NEVER_RENDERED])
    writeFixture(path.join(folder, 'releases', 'mfe-public', version, 'mf-manifest.json'), '{}');
  routing = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: PUBLIC_LIVE, canary: null } });
  registry = await startTestRegistry(() => (registryDown ? undefined : routing));
  shell = await startTestShell({
    folder,
    registryUrl: registry.url,
    csp: (scriptHashes) => `script-src ${scriptHashes.join(' ')}`,
    serverRendering: true,
    log: (line) => void logs.push(line),
  });
});

afterAll(async () => {
  await Promise.all([shell?.close(), registry?.close()]);
  fs.rmSync(folder, { recursive: true, force: true });
});

const threadOf = (html: string) => / thread (\d+) /.exec(html)?.[1];

async function get(pathname: string, cookie = '') {
  const response = await fetch(`${shell.url}${pathname}`, { headers: { cookie } });
  return { response, status: response.status, html: await response.text() };
}

/**
 * Asks for `/` until its page comes from the `build` shell (the switch is made beside the requests), and returns
 * every status seen on the way.
 */
async function pagesUntil(build: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 600; attempt++) {
    const { status, html } = await get('/', 'release_bucket=99');
    statuses.push(status);
    if (html.startsWith(`${build} `)) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the page never came from ${build}`);
}

test('the web server follows the shell release the registry names, switching without a failed request', async () => {
  // No shell release yet: the web server's own build.
  expect((await get('/')).html).toMatch(/^own thread \d+ rendered \/ with /);

  await point({ shell: { live: SHELL_1, canary: null }, 'mfe-public': { live: PUBLIC_LIVE, canary: null } });
  expect((await pagesUntil(SHELL_1)).every((status) => status === 200)).toBe(true);
  const first = await get('/');
  expect(first.html).toBe(
    `${SHELL_1} thread ${threadOf(first.html)} rendered / with ${fixtureManifestUrl(PUBLIC_LIVE)}`,
  );
  expect(first.response.headers.get('content-security-policy')).toBe(`script-src sha256-${SHELL_1}`);
  // A page the browser renders is the live build's index.html, and its script is served.
  expect((await get('/account')).html).toBe(`<!doctype html><title>${SHELL_1} in the browser</title>`);
  expect((await get('/main.1111111111.js')).html).toBe(`/* ${SHELL_1} */`);

  await point({ shell: { live: SHELL_2, canary: null }, 'mfe-public': { live: PUBLIC_LIVE, canary: null } });
  expect((await pagesUntil(SHELL_2)).every((status) => status === 200)).toBe(true);
  expect(threadOf((await get('/')).html)).not.toBe(threadOf(first.html));
  expect(logs).toContain(
    `ended the render threads of shell release ${SHELL_1}: replaced by shell release ${SHELL_2}`,
  );
  // A page of the replaced build, still open in a browser, finds its scripts.
  expect((await get('/main.1111111111.js')).html).toBe(`/* ${SHELL_1} */`);
  expect((await get('/main.0000000000.js')).status).toBe(200);
  expect((await get('/main.9999999999.js')).status).toBe(404);

  // A registry that cannot be read leaves the last shell release serving.
  registryDown = true;
  await shell.routing.refresh();
  expect((await get('/')).html).toMatch(new RegExp(`^${SHELL_2} `));
  registryDown = false;

  // Rolled back: the earlier release again, in threads of its own.
  await point({ shell: { live: SHELL_1, canary: null }, 'mfe-public': { live: PUBLIC_LIVE, canary: null } });
  await pagesUntil(SHELL_1);
});

test("a shell canary and an admin's override of the shell reach their visitors alone", async () => {
  await point({
    shell: { live: SHELL_1, canary: { version: SHELL_2, percent: 50 } },
    'mfe-public': { live: PUBLIC_LIVE, canary: { version: PUBLIC_CANARY, percent: 50 } },
  });
  await pagesUntil(SHELL_1);
  const outside = await get('/', 'release_bucket=99');
  const canary = await get('/', 'release_bucket=0');
  expect(outside.html).toMatch(
    new RegExp(`^${SHELL_1} thread \\d+ rendered / with ${fixtureManifestUrl(PUBLIC_LIVE)}$`),
  );
  // The canary visitor's shell and mfe-public builds, rendered together.
  expect(canary.html).toMatch(
    new RegExp(`^${SHELL_2} thread \\d+ rendered / with ${fixtureManifestUrl(PUBLIC_CANARY)}$`),
  );
  expect(canary.response.headers.get('content-security-policy')).toBe(`script-src sha256-${SHELL_2}`);
  expect(canary.response.headers.get('cache-control')).toBe('private, no-cache');
  expect((await get('/account', 'release_bucket=0')).html).toMatch(new RegExp(`<title>${SHELL_2} in`));
  expect((await get('/account', 'release_bucket=99')).html).toMatch(new RegExp(`<title>${SHELL_1} in`));

  const token = overrideToken(keys.privateKey, {
    slice: 'shell',
    version: SHELL_2,
    exp: Math.floor(Date.now() / 1000) + 600,
    admin: TEST_ADMIN_EMAIL,
  });
  const pinned = await get('/', `release_bucket=99; release_override=${token}`);
  expect(pinned.html).toMatch(
    new RegExp(`^${SHELL_2} thread \\d+ rendered / with ${fixtureManifestUrl(PUBLIC_LIVE)}$`),
  );
  expect(pinned.response.headers.get('cache-control')).toBe('no-store');

  // Promoted, the shell canary's build (its threads warm) serves everyone.
  await point({ shell: { live: SHELL_2, canary: null }, 'mfe-public': { live: PUBLIC_LIVE, canary: null } });
  await pagesUntil(SHELL_2);
  const promoted = await get('/', 'release_bucket=99');
  expect(promoted.html).toMatch(
    new RegExp(`^${SHELL_2} thread \\d+ rendered / with ${fixtureManifestUrl(PUBLIC_LIVE)}$`),
  );
  expect(threadOf(promoted.html)).toBe(threadOf(pinned.html));
});

test("a promoted canary's warm threads render the live build at once", async () => {
  await point({
    shell: { live: SHELL_1, canary: null },
    'mfe-public': { live: PUBLIC_LIVE, canary: { version: PUBLIC_CANARY, percent: 50 } },
  });
  await pagesUntil(SHELL_1);
  const canary = await get('/', 'release_bucket=0');
  expect(canary.html).toMatch(new RegExp(`with ${fixtureManifestUrl(PUBLIC_CANARY)}$`));
  await point({
    shell: { live: SHELL_1, canary: null },
    'mfe-public': { live: PUBLIC_CANARY, canary: null },
  });
  const promoted = await get('/about');
  expect(promoted.html).toMatch(new RegExp(`with ${fixtureManifestUrl(PUBLIC_CANARY)}$`));
  expect(threadOf(promoted.html)).toBe(threadOf(canary.html));
});

test("a visitor of a build that never rendered a page while the API stalls gets the live builds' last good render", async () => {
  await point({
    shell: { live: SHELL_1, canary: null },
    'mfe-public': { live: PUBLIC_LIVE, canary: { version: PUBLIC_NEVER_RENDERED, percent: 50 } },
  });
  const live = await get('/', 'release_bucket=99');
  expect(live.html).toMatch(new RegExp(`with ${fixtureManifestUrl(PUBLIC_LIVE)}$`));
  fs.writeFileSync(stalled, '');
  try {
    const canary = await get('/', 'release_bucket=0');
    expect(canary.status).toBe(200);
    // The live page, with the configuration and scripts it was rendered with: it hydrates as it was rendered.
    expect(canary.html).toBe(live.html);
    expect(canary.response.headers.get('cache-control')).toBe('private, no-cache');
    // A page the live builds never rendered either.
    const never = await get('/contact', 'release_bucket=0');
    expect(never.status).toBe(503);
    expect(never.response.headers.get('retry-after')).toBe('30');
  } finally {
    fs.rmSync(stalled);
  }
});

test('a shell release that cannot be loaded leaves the build serving in place', async () => {
  const broken = '3.0.0-3333333333';
  // Its page is there (it counts as stored), its route table and renderer are not.
  fs.mkdirSync(path.join(folder, 'releases', 'shell', broken));
  fs.writeFileSync(path.join(folder, 'releases', 'shell', broken, 'index.html'), '<!doctype html>');
  await point({ shell: { live: broken, canary: null }, 'mfe-public': { live: PUBLIC_LIVE, canary: null } });
  const refused = `shell release ${broken} could not be loaded`;
  for (let attempt = 0; attempt < 600 && !logs.some((line) => line.startsWith(refused)); attempt++) {
    expect((await get('/')).html).toMatch(new RegExp(`^${SHELL_1} `));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(logs.find((line) => line.startsWith(refused))).toMatch(
    new RegExp(`; shell release ${SHELL_1} keeps serving$`),
  );
  expect((await get('/')).html).toMatch(new RegExp(`^${SHELL_1} `));
});
