// The shell's web server over a fixture build whose renderer echoes what it was asked for, beside a small API that
// answers the site's languages: which addresses a language has, what the renderer is told, robots.txt and the
// sitemap, as an admin adds a language.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../shell/src/config/paths';
import { createWebServer, listenWebServer } from './web-server';

const ONE_LANGUAGE = { languages: ['en'], defaultLanguage: 'en' };
let settings: unknown = ONE_LANGUAGE;
let folder: string;
let api: http.Server;
let shell: FastifyInstance;
let shellUrl: string;

/** The renderer says which address, status, language and site languages it rendered. */
const RENDERER = `exports.loadPageRenderer = async () => ({
  createPageRenderer: () => ({
    scriptHashes: [],
    sendForm: async () => ({ kind: 'unknown' }),
    sentAnswer: () => undefined,
    render: async ({ url, status, locale, languages }) => ({
      kind: 'html', status, etag: '"r"',
      html: JSON.stringify({ url, status, locale: locale ?? null, languages: languages ?? null }),
    }),
  }),
});`;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-language-addresses-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>browser-rendered</title>',
    'entry-assets.json': JSON.stringify({ scripts: [], styles: [] }),
    'server/render.js': RENDERER,
    'routes.json': JSON.stringify({
      routes: routes.map(({ path: route, access, recordIdOnly, indexed }) => ({
        path: route,
        access,
        recordIdOnly,
        indexed,
      })),
      locales: ['en', 'de'],
      defaultLocale: 'en',
    }),
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), body);
  }
  api = http.createServer((request, response) => {
    if (request.url !== '/languages') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(settings));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  shell = await createWebServer({
    root: folder,
    csp: "default-src 'self'; frame-ancestors 'none'",
    shell: {
      runtimeConfig: () => ({ apiUrl, siteUrl: 'https://example.com', remotes: { mfe_public: 'x' } }),
      apiUrl,
      siteUrl: 'https://example.com',
      rendering: { budgetMs: 1000, remoteRefreshMs: 1000, contentMaxAgeMs: 100 },
    },
  });
  shellUrl = `http://127.0.0.1:${await listenWebServer(shell, 0)}`;
});

afterAll(async () => {
  await shell.close();
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(folder, { recursive: true, force: true });
});

async function page(pathname: string) {
  const response = await fetch(`${shellUrl}${pathname}`);
  const text = await response.text();
  return { status: response.status, rendered: text.startsWith('{') ? JSON.parse(text) : text };
}

/** Waits out the server's memory of the site's languages (a second) after they changed. */
async function languagesSeen(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 40 && !(await check()); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

test('a language has addresses only while the site offers it and the interface has its texts', async () => {
  settings = ONE_LANGUAGE;
  await languagesSeen(async () => (await page('/de/')).status === 404);
  // German not offered: /de/… is no page at all (the not-found page, in the default language), `/de` moved nowhere.
  expect((await fetch(`${shellUrl}/de`, { redirect: 'manual' })).status).toBe(404);
  expect(await page('/de/pricing/')).toEqual({
    status: 404,
    rendered: { url: '/de/pricing/', status: 404, locale: null, languages: ONE_LANGUAGE },
  });
  expect((await page('/pricing/')).rendered).toMatchObject({ status: 200, locale: null });
  expect((await page('/sitemap.xml')).rendered).not.toContain('xhtml');

  settings = { languages: ['en', 'de', 'fr'], defaultLanguage: 'en' };
  await languagesSeen(async () => (await page('/de/')).status === 200);
  expect(await page('/de/pricing/')).toEqual({
    status: 200,
    rendered: { url: '/de/pricing/', status: 200, locale: 'de', languages: settings },
  });
  // The language's home page has one address: `/de` is moved there for good, its query kept.
  for (const [asked, moved] of [
    ['/de', '/de/'],
    ['/de?utm_source=x', '/de/?utm_source=x'],
  ]) {
    const redirect = await fetch(`${shellUrl}${asked}`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, moved]);
  }
  expect((await page('/de/login')).rendered).toMatchObject({ status: 200, locale: 'de' });
  // The English addresses are as they were; French is offered for content but has no interface texts: no /fr/.
  expect((await page('/pricing/')).rendered).toMatchObject({ status: 200, locale: null });
  expect((await page('/fr/pricing/')).status).toBe(404);
  expect((await page('/de/no-such-page')).status).toBe(404);
  expect((await page('/de/de/')).status).toBe(404);
  // A signed-in area under the prefix is the browser's to render, in German, like its unprefixed address.
  expect(await page('/de/dashboard')).toEqual({
    status: 200,
    rendered: '<!doctype html><title>browser-rendered</title>',
  });
});

test("a change of the site's languages reaches the next server render once the content's age has passed, as a content change does", async () => {
  settings = ONE_LANGUAGE;
  await languagesSeen(async () => (await page('/de/')).status === 404);
  expect((await page('/')).rendered).toMatchObject({ languages: ONE_LANGUAGE });
  settings = { languages: ['en', 'de'], defaultLanguage: 'en' };
  // Longer than the content's age (contentMaxAgeMs, 100 ms), far shorter than the languages' own second.
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect((await page('/')).rendered).toMatchObject({ status: 200, languages: settings });
  expect((await page('/de/')).rendered).toMatchObject({ status: 200, locale: 'de', languages: settings });
});

test('the sitemap lists every indexed page in each language with its alternates; robots.txt covers each', async () => {
  settings = { languages: ['en', 'de'], defaultLanguage: 'en' };
  await languagesSeen(async () => (await page('/de/')).status === 200);
  const sitemap = (await page('/sitemap.xml')).rendered as string;
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const pages = ['/', '/pricing/', '/service/', '/contact', '/contact-us', '/thanks'];
  expect(locations.sort()).toEqual(
    [...pages, ...pages.map((pathname) => `/de${pathname}`)]
      .map((pathname) => `https://example.com${pathname}`)
      .sort(),
  );
  const pricing = sitemap
    .split('<url>')
    .filter((entry) => entry.includes('<loc>https://example.com/de/pricing/'));
  expect(pricing).toHaveLength(1);
  for (const [hreflang, href] of [
    ['en', 'https://example.com/pricing/'],
    ['de', 'https://example.com/de/pricing/'],
    ['x-default', 'https://example.com/pricing/'],
  ])
    expect(pricing[0]).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
  const robots = (await page('/robots.txt')).rendered as string;
  expect(robots).toContain('Disallow: /dashboard\n');
  expect(robots).toContain('Disallow: /de/dashboard\n');
  expect(robots).not.toMatch(/Disallow: \/(de\/)?(login|register|reset)/);
});

test('a page in live preview under a language’s prefix is framed by the site only, never kept, rendered nor indexed', async () => {
  settings = { languages: ['en', 'de'], defaultLanguage: 'en' };
  await languagesSeen(async () => (await page('/de/')).status === 200);
  const token = '0123456789abcdef0123456789abcdef';
  for (const address of [`/de/?preview=live-${token}`, `/de/service/?preview=live-${token}`]) {
    const response = await fetch(`${shellUrl}${address}`);
    expect(response.status).toBe(200);
    // The browser renders it, with the admin's session; the server neither renders nor keeps it.
    expect(await response.text()).toBe('<!doctype html><title>browser-rendered</title>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  }
  // Any other German page keeps its frame refused.
  const published = await fetch(`${shellUrl}/de/service/`);
  expect(published.headers.get('x-frame-options')).toBe('DENY');
});
