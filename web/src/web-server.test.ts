// The production web server over small fixture dist folders (no build needed): what the real builds do not show,
// such as a source map or the route table left in the folder and a site URL with a path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../shell/src/config/paths';
import { createWebServer, listenWebServer } from './web-server';

const SCRIPT = 'main.0123456789.js';
const CSP = "default-src 'self'";
const SHELL_ORIGIN = 'https://shell.example';
const RUNTIME_CONFIG = {
  apiUrl: 'https://api.example',
  siteUrl: 'https://example.com/a&b',
  remotes: { mfe_public: 'https://public.example/mf-manifest.json' },
};
let folder: string;
let servers: FastifyInstance[] = [];
let shellUrl: string;
let remoteUrl: string;
let renderingShellUrl: string;

function writeDist(dir: string, files: Record<string, string | Buffer>) {
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-web-server-'));
  const script = 'console.log("fixture");'.repeat(50);
  const common = {
    'index.html': '<!doctype html><title>fixture</title>',
    [SCRIPT]: script,
    [`${SCRIPT}.br`]: zlib.brotliCompressSync(script),
    [`${SCRIPT}.gz`]: zlib.gzipSync(script),
    [`${SCRIPT}.map`]: '{"version":3}',
    'assets/photo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  writeDist(path.join(folder, 'shell'), {
    ...common,
    'routes.json': JSON.stringify({
      routes: routes.map(({ path: route, access, recordIdOnly, indexed }) => ({
        path: route,
        access,
        recordIdOnly,
        indexed,
      })),
    }),
  });
  writeDist(path.join(folder, 'remote'), { ...common, 'mf-manifest.json': '{}' });
  const shell = await createWebServer({
    root: path.join(folder, 'shell'),
    csp: CSP,
    shell: {
      runtimeConfig: () => RUNTIME_CONFIG,
      apiUrl: RUNTIME_CONFIG.apiUrl,
      siteUrl: 'https://example.com/a&b',
    },
  });
  const remote = await createWebServer({
    root: path.join(folder, 'remote'),
    csp: CSP,
    corsOrigin: SHELL_ORIGIN,
  });
  // A shell build with a server renderer that renders every page as one line naming its address.
  writeDist(path.join(folder, 'rendering-shell'), {
    'index.html': '<!doctype html><title>fixture</title>',
    'routes.json': JSON.stringify({ routes: [{ path: '/', access: 'public' }] }),
    'entry-assets.json': JSON.stringify({ scripts: [], styles: [] }),
    'server/render.js': `exports.loadPageRenderer = async () => ({
      createPageRenderer: () => ({
        scriptHashes: [],
        render: async ({ url, status }) => ({ kind: 'html', status, etag: '"r"', html: 'rendered ' + url }),
      }),
    });`,
  });
  const renderingShell = await createWebServer({
    root: path.join(folder, 'rendering-shell'),
    csp: CSP,
    shell: {
      runtimeConfig: () => RUNTIME_CONFIG,
      apiUrl: RUNTIME_CONFIG.apiUrl,
      siteUrl: 'https://example.com',
      rendering: { budgetMs: 1000, remoteRefreshMs: 1000, contentMaxAgeMs: 100 },
    },
  });
  servers = [shell, remote, renderingShell];
  shellUrl = `http://127.0.0.1:${await listenWebServer(shell, 0)}`;
  remoteUrl = `http://127.0.0.1:${await listenWebServer(remote, 0)}`;
  renderingShellUrl = `http://127.0.0.1:${await listenWebServer(renderingShell, 0)}`;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(folder, { recursive: true, force: true });
});

// A remote's files (caching, private files, releases) are plugins/static-files.test.ts's; the shell serves its build's
// through a route of its own.
test('a source map or the route table left in the shell’s folder is not served', async () => {
  expect((await fetch(`${shellUrl}/${SCRIPT}`)).status).toBe(200);
  expect((await fetch(`${shellUrl}/${SCRIPT}.map`)).status).toBe(404);
  expect((await fetch(`${shellUrl}/routes.json`)).status).toBe(404);
});

test('the shell’s pages are its routes: record ids only for the catch-all, canonical spellings only', async () => {
  const status = async (pathname: string) => (await fetch(`${shellUrl}${pathname}`)).status;
  expect(await status('/')).toBe(200);
  expect(await status('/pricing/')).toBe(200);
  expect(await status('/pricing')).toBe(200);
  expect(await status('/LOGIN')).toBe(200);
  expect(await status('/order-now/anything')).toBe(200);
  expect(await status('/0123456789abcdef01234567')).toBe(200);
  expect(await status('/0123456789abcdef0123456')).toBe(404);
  expect(await status('/0123456789abcdef0123456z')).toBe(404);
  expect(await status('//login')).toBe(404);
  expect(await status('/login/extra')).toBe(404);
  // A remote has no pages of its own: an unknown path is a plain 404.
  const unknown = await fetch(`${remoteUrl}/login`);
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('content-type')).toBe('text/plain; charset=utf-8');
});

test('files without a hash in their name, and generated ones, revalidate with an ETag; images are kept a day', async () => {
  for (const [target, cacheControl] of [
    [`${shellUrl}/assets/photo.svg`, 'public, max-age=86400'],
    [`${shellUrl}/config.json`, 'no-cache'],
  ]) {
    const first = await fetch(target);
    expect([target, first.headers.get('cache-control')]).toEqual([target, cacheControl]);
    const etag = first.headers.get('etag') as string;
    expect((await fetch(target, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  }
  expect(await (await fetch(`${shellUrl}/config.json`)).json()).toEqual(RUNTIME_CONFIG);
});

test('robots.txt and the sitemap use the configured site URL, path and escaping included', async () => {
  const robots = await (await fetch(`${shellUrl}/robots.txt`)).text();
  expect(robots).toContain('Sitemap: https://example.com/a&b/sitemap.xml');
  const sitemap = await (await fetch(`${shellUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>https://example.com/a&amp;b/pricing/</loc>');
  expect(sitemap).toContain('<loc>https://example.com/a&amp;b/</loc>');
  expect(sitemap).not.toContain('dashboard');
});

test('the sitemap lists exactly the indexed public pages, absolute, and no sign-in, sign-up or reset form', async () => {
  const sitemap = await (await fetch(`${shellUrl}/sitemap.xml`)).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(
    ['/', '/pricing/', '/service/', '/contact', '/contact-us', '/thanks']
      .map((pathname) => `https://example.com/a&amp;b${pathname}`)
      .sort(),
  );
  for (const form of ['/login', '/register', '/reset']) expect(sitemap).not.toContain(form);
  // The forms stay fetchable, so a crawler reads their noindex; the signed-in areas are disallowed.
  const disallowed = (await (await fetch(`${shellUrl}/robots.txt`)).text())
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '));
  expect(disallowed).toContain('Disallow: /dashboard');
  expect(disallowed.filter((line) => /login|register|reset/.test(line))).toEqual([]);
});

// What each header says is the plugins' own tests' (plugins/cors.test.ts, plugins/security-headers.test.ts): here,
// that a remote's server has both and the shell's no CORS.
test('a remote answers CORS for the shell’s origin; only HTML carries the page headers', async () => {
  const script = await fetch(`${remoteUrl}/${SCRIPT}`);
  expect(script.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
  expect(script.headers.get('content-security-policy')).toBeNull();
  expect((await fetch(`${remoteUrl}/`)).headers.get('content-security-policy')).toBe(CSP);
  expect((await fetch(`${shellUrl}/${SCRIPT}`)).headers.get('access-control-allow-origin')).toBeNull();
});

test('a server-rendered page is sent alone: the browser’s index.html is not opened beside it', async () => {
  for (let request = 0; request < 20; request++) {
    const response = await fetch(`${renderingShellUrl}/`);
    expect(await response.text()).toBe('rendered /');
  }
  // Every file this process holds open: none may be the index.html of the rendering shell.
  const open = fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.endsWith(path.join('rendering-shell', 'index.html')));
  expect(open).toEqual([]);
});
