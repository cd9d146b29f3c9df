// How the shell and the four remotes are served in production (@agency/web), over real HTTP against
// the real builds: security headers on every page, compression and caching, the site files, 404s, hostile paths.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { routes } from '../../shell/src/config/paths';
import { newPage } from './browser';
import { rawStatus } from './raw-http';
import { useRunningSite } from './running-site';
import { apps, root } from './scripts-lib';
import type { AppName } from './stack';

const site = useRunningSite();
const remotes = apps.filter((app) => app !== 'shell');
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RouteEntry {
  path: string;
  access: string;
  recordIdOnly?: boolean;
  indexed?: boolean;
}
const routeTable: RouteEntry[] = JSON.parse(
  fs.readFileSync(path.join(root, 'shell', 'dist', 'routes.json'), 'utf8'),
).routes;
const RECORD_ID = '0123456789abcdef01234567';
/** Each route with its parameters filled in with a record id. */
const routePaths = routeTable.map((route) => route.path.replace(/:id/g, RECORD_ID));
const fixedPublicPaths = routeTable
  .filter((route) => route.access === 'public' && !route.path.includes(':'))
  .map((route) => route.path);
const indexedPaths = routeTable
  .filter((route) => route.access === 'public' && route.indexed && !route.path.includes(':'))
  .map((route) => route.path);

const distFiles = (app: AppName) => fs.readdirSync(path.join(root, app, 'dist'));
/** A content-hashed script of the app's build, e.g. main.0123456789.js. */
const hashedScript = (app: AppName) =>
  distFiles(app).find((file) => /\.[0-9a-f]{10}\.js$/.test(file)) as string;
const url = (app: AppName, pathname: string) => `${site.stack.urls[app]}${pathname}`;

/** GET with an Accept-Encoding, the body left as sent (fetch would decode it). */
function encodedGet(
  target: string,
  encoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(target, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** Every HTML response the five servers give: pages, their index.html, and unknown paths. */
function htmlRequests(): Array<[AppName, string]> {
  return [
    ...routePaths.map((pathname): [AppName, string] => ['shell', pathname]),
    ['shell', '/index.html'],
    ['shell', '/no-such-page'],
    ['shell', '/not-a-record-id'],
    ...remotes.flatMap((app): Array<[AppName, string]> => [
      [app, '/'],
      [app, '/index.html'],
    ]),
  ];
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test('the shell’s build carries its route table: every path, access, indexing and the module it loads, as the source lists them', () => {
  expect(routeTable).toEqual(
    routes.map(({ path: route, access, recordIdOnly, indexed, remote, module }) => ({
      path: route,
      access,
      remote,
      module,
      ...(recordIdOnly ? { recordIdOnly } : {}),
      ...(indexed ? { indexed } : {}),
    })),
  );
});

test('every HTML response of every app carries the CSP and the frame, type, referrer and permissions headers', async () => {
  const remoteOrigins = remotes.map((app) => site.stack.urls[app]);
  for (const [app, pathname] of htmlRequests()) {
    const response = await fetch(url(app, pathname));
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    const code = app === 'shell' ? ["'self'", ...remoteOrigins] : ["'self'"];
    const scriptSources = csp.get('script-src') ?? [];
    const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
    expect({ app, pathname, scripts: scriptSources.filter((source) => !hashes.includes(source)) }).toEqual({
      app,
      pathname,
      scripts: code,
    });
    expect(csp.get('style-src')).toEqual(code);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual([...code, site.stack.urls.api]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    // Without 'unsafe-inline' an inline script runs only when the policy names its hash: every one the page carries
    // must be named (the server-rendered pages' start script). Data blocks (the page's state, JSON-LD) are not
    // scripts a browser runs, and the policy leaves them be.
    const html = await response.text();
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    expect({ app, pathname, unnamed: inline.filter((hash) => !hashes.includes(hash)) }).toEqual({
      app,
      pathname,
      unnamed: [],
    });
    if (app === 'shell' && html.includes('id="page-state"')) expect(inline).toHaveLength(1);
    expect(html).not.toMatch(/<style[\s>]/);
  }
});

test('pages of the route table answer 200, anything else 404 with the site’s not-found page', async () => {
  for (const pathname of routePaths)
    expect([pathname, (await fetch(url('shell', pathname))).status]).toEqual([pathname, 200]);
  for (const pathname of [
    '/no-such-page',
    '/not-a-record-id',
    '/order-now',
    '/pricing/extra',
    '/admin/x/y',
  ]) {
    const response = await fetch(url('shell', pathname));
    expect([pathname, response.status]).toEqual([pathname, 404]);
    // Rendered by the shell's server: the not-found page itself, kept out of search engines.
    const html = await response.text();
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  }
  for (const app of remotes) expect((await fetch(url(app, '/no-such-file.js'))).status).toBe(404);

  // The browser shows the not-found page for the 404, and no content-security violation on the way.
  const { context, page: tab } = await newPage(site.browser);
  const violations: string[] = [];
  tab.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await tab.goto(url('shell', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await tab.getByRole('heading', { name: 'Page not found' }).waitFor();
  await tab.goto(url('shell', '/'));
  await tab.locator('[data-page="landing"][data-state="filled"]').waitFor();
  expect(violations).toEqual([]);
  await context.close();
});

test('files are sent brotli or gzip by Accept-Encoding; hashed ones cached for a year, images a day, the rest revalidated', async () => {
  for (const app of apps) {
    const file = `/${hashedScript(app)}`;
    const plain = Buffer.from(
      await (await fetch(url(app, file), { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer(),
    );
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await encodedGet(url(app, file), encoding);
      expect([app, file, response.headers['content-encoding']]).toEqual([app, file, encoding]);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body.length).toBeLessThan(plain.length);
      expect(decode(response.body).equals(plain)).toBe(true);
    }
  }

  const revalidated: Array<[AppName, string]> = [
    ['shell', '/'],
    ['shell', '/login'],
    ['shell', '/config.json'],
    ['shell', '/robots.txt'],
    ['shell', '/sitemap.xml'],
    ...remotes.flatMap((app): Array<[AppName, string]> => [
      [app, '/mf-manifest.json'],
      [app, '/'],
    ]),
  ];
  for (const [app, pathname] of revalidated) {
    const first = await fetch(url(app, pathname));
    expect([app, pathname, first.headers.get('cache-control')]).toEqual([app, pathname, 'no-cache']);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url(app, pathname), { headers: { 'If-None-Match': etag as string } });
    expect([app, pathname, again.status]).toEqual([app, pathname, 304]);
  }

  // Images and icons without a hash in their name are kept a day: a repeat visit does not ask for them again.
  for (const pathname of ['/favicon.ico', '/icon.svg', '/assets/demo/logo.svg'])
    expect([pathname, (await fetch(url('shell', pathname))).headers.get('cache-control')]).toEqual([
      pathname,
      'public, max-age=86400',
    ]);

  // The remote entry is named by its build's hash and reached only through the revalidated manifest.
  for (const app of remotes) {
    const manifest = await (await fetch(url(app, '/mf-manifest.json'))).json();
    const entry = `/${manifest.metaData.remoteEntry.name}`;
    expect(entry).toMatch(/^\/remoteEntry\.[0-9a-f]{10}\.js$/);
    expect((await fetch(url(app, entry))).headers.get('cache-control')).toBe(IMMUTABLE);
  }
});

test('source maps are neither in the served folders nor served', async () => {
  for (const app of apps) {
    expect(distFiles(app).filter((file) => file.endsWith('.map'))).toEqual([]);
    const script = hashedScript(app);
    expect(fs.readFileSync(path.join(root, app, 'dist', script), 'utf8')).not.toContain('sourceMappingURL');
    expect(fs.existsSync(path.join(root, app, 'sourcemaps', `${script}.map`))).toBe(true);
    expect((await fetch(url(app, `/${script}.map`))).status).toBe(404);
  }
});

test('the shell serves favicon.ico, an SVG icon, robots.txt and a sitemap of the public pages', async () => {
  // Both the server-rendered pages and the browser-rendered ones (index.html) link the icons.
  for (const pathname of ['/', '/dashboard']) {
    const page = await (await fetch(url('shell', pathname))).text();
    expect(page).toMatch(/<link rel="?icon"? href="?\/favicon\.ico"?/);
    expect(page).toMatch(/<link rel="?icon"? href="?\/icon\.svg"? type="?image\/svg\+xml"?/);
  }
  const favicon = await fetch(url('shell', '/favicon.ico'));
  expect(favicon.status).toBe(200);
  expect([...new Uint8Array(await favicon.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const icon = await fetch(url('shell', '/icon.svg'));
  expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  expect(await icon.text()).toMatch(/^<svg /);

  const siteUrl = site.stack.urls.shell;
  const robots = await fetch(url('shell', '/robots.txt'));
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const rules = (await robots.text()).split('\n');
  expect(rules).toContain('User-agent: *');
  expect(rules).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const disallowed = rules.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
  for (const pathname of ['/dashboard', '/admin', '/setting', '/order-now/', '/edit-banner'])
    expect(disallowed).toContain(pathname);
  // Every signed-in page is covered (the record-id catch-all aside, which would cover the whole site) …
  const privatePaths = routeTable
    .filter((route) => route.access !== 'public' && !route.recordIdOnly)
    .map((route) => route.path.replace(/:id/g, RECORD_ID));
  for (const privatePath of privatePaths)
    expect([privatePath, disallowed.some((prefix) => privatePath.startsWith(prefix))]).toEqual([
      privatePath,
      true,
    ]);
  // … and no rule reaches a public page.
  for (const publicPath of fixedPublicPaths)
    expect(disallowed.filter((prefix) => publicPath.startsWith(prefix))).toEqual([]);

  const sitemap = await fetch(url('shell', '/sitemap.xml'));
  expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(indexedPaths.map((pathname) => `${siteUrl}${pathname}`).sort());
  expect(locations).not.toContain(`${siteUrl}/login`);
  expect(locations).toContain(`${siteUrl}/pricing/`);
  expect(locations.some((location) => location.includes('/dashboard'))).toBe(false);
});

/** Paths an attacker or a broken client sends, then random ones; none may be served as a file or stop the server. */
function hostilePaths(count: number): string[] {
  const fixed = [
    '/%00',
    '/\u0000',
    '/index.html%00.js',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fpackage.json',
    '/%252e%252e/%252e%252e/package.json',
    '/../../package.json',
    '/..\\..\\package.json',
    '/%5c..%5c..%5cpackage.json',
    '/%C0%AF',
    '/%C0%AE%C0%AE/etc/passwd',
    '/%FF',
    '/%E0%80%80',
    '/%',
    '/%zz',
    `/${'a'.repeat(10_000)}`,
    `/${'%2e%2e/'.repeat(1_400)}`,
    '//etc/passwd',
    '///',
    '/.env',
    '/.git/config',
    '/routes.json',
    '/assets/',
    '/assets/..%2f..%2fpackage.json',
  ];
  // Printable ASCII, the bytes a request line may carry raw, percent-encoded bytes and path punctuation.
  const pieces = ['%00', '%2e', '%2f', '%5c', '%C0', '%FF', '%', '..', '.', '/', '\\', '~', ';', '%u002e'];
  let seed = 13;
  const random = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % below;
  };
  const randomPaths = Array.from({ length: count - fixed.length }, () => {
    let target = '/';
    const length = 1 + random(60);
    for (let index = 0; index < length; index++)
      target += random(3) === 0 ? pieces[random(pieces.length)] : String.fromCharCode(33 + random(94));
    // A space would end the request target, `#` and `?` would cut the path short (`/?x` is the home page).
    return target.replace(/[ #?]/g, '_');
  });
  return [...fixed, ...randomPaths];
}

test('1,000 hostile and random paths get 400 or 404 from each server, which then still serves', async () => {
  const paths = hostilePaths(1_000);
  for (const app of apps) {
    const statuses = new Map<string, number>();
    for (let start = 0; start < paths.length; start += 25) {
      const batch = paths.slice(start, start + 25);
      const answers = await Promise.all(batch.map((target) => rawStatus(site.stack.urls[app], target)));
      batch.forEach((target, index) => statuses.set(target, answers[index]));
    }
    const unexpected = [...statuses].filter(([, status]) => status !== 400 && status !== 404);
    expect({ app, unexpected }).toEqual({ app, unexpected: [] });
    const normal = await fetch(url(app, app === 'shell' ? '/' : '/mf-manifest.json'));
    expect(normal.status).toBe(200);
  }
});
