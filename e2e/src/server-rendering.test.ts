// The public pages as the shell's server renders them: whole HTML for clients that run no script (crawlers, link
// previews, visitors without JavaScript), hydrated in a browser without a warning or a second read, and still served
// when mfe-public's server code fails or the API stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { hydrated, newPage } from './browser';
import { PUBLIC_PAGES } from './public-pages';
import { useRunningSite } from './running-site';
import { startTestStack, type TestStack } from './stack';

// mfe-public is served from a copy of its build, so the tests can deploy a changed one while the shell runs.
const publicDist = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-mfe-public-'));
fs.cpSync(path.join(__dirname, '..', '..', 'mfe-public', 'dist'), publicDist, { recursive: true });
afterAll(() => fs.rmSync(publicDist, { recursive: true, force: true }));

// The shell reads mfe-public's manifest again every half second here (ten seconds by default), and asks the API
// whether the content changed for every request (a quarter of a second may pass by default).
const site = useRunningSite({
  roots: { 'mfe-public': publicDist },
  rendering: { remoteRefreshMs: 500, contentMaxAgeMs: 1 },
});

/** The shell's index.html, whose empty root the browser fills. */
const CLIENT_RENDERED = /<div id="?root"?><\/div>/;

async function read<T>(apiPath: string): Promise<T> {
  return (await (await fetch(`${site.stack.urls.api}${apiPath}`)).json()) as T;
}

/** The page's HTML as a client without scripts receives it. */
async function fetchPage(pagePath: string) {
  const response = await fetch(`${site.stack.urls.shell}${pagePath}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The text a reader of the HTML sees in its body (tags dropped, entities decoded). */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

function headTag(html: string, pattern: RegExp): string | undefined {
  return html.slice(0, html.indexOf('</head>')).match(pattern)?.[1];
}

describe('without a browser', () => {
  test.each(PUBLIC_PAGES)('%s arrives with its content, its title and a rendered root', async (pagePath) => {
    const { status, headers, html } = await fetchPage(pagePath);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(headTag(html, /<title>([^<]+)<\/title>/)).toBeTruthy();
    // Header and footer are rendered on the server too.
    expect(html).toMatch(/<header class="site-header"/);
    expect(html).toMatch(/<footer/);
    // The reads the page was made from go with it, for the browser to hydrate without asking again.
    expect(html).toMatch(/<script id="page-state" type="application\/json">/);
  });

  test('the landing page carries the banner, the three packages with their prices and the services', async () => {
    const [banner] = await read<Array<{ bannerHeading: string }>>('/banner');
    const packages = await read<Array<{ packageName: string; packagePrice: number }>>('/pricings');
    const services = await read<Array<{ serviceTitle: string }>>('/service-items');
    const { html } = await fetchPage('/');
    const text = bodyText(html);
    expect(text).toContain(banner.bannerHeading);
    expect(packages.map((p) => p.packageName).sort()).toEqual(['Basic', 'Premium', 'Standard']);
    for (const { packageName, packagePrice } of packages) {
      expect(text).toContain(packageName);
      expect(text).toContain(String(packagePrice));
    }
    expect(services.length).toBeGreaterThan(0);
    for (const { serviceTitle } of services) expect(text).toContain(serviceTitle);
  });

  test('indexed pages carry their description, canonical URL and JSON-LD; the sign-in forms say noindex', async () => {
    const [settings] = await read<Array<{ siteName: string }>>('/site-settings');
    const landing = (await fetchPage('/')).html;
    expect(headTag(landing, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    expect(headTag(landing, /<link rel="canonical" href="([^"]+)"/)).toBe(`${site.stack.urls.shell}/`);
    expect(headTag(landing, /<meta property="og:title" content="([^"]+)"/)).toContain(settings.siteName);
    const jsonLd = [...landing.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) =>
        JSON.parse(match[1]) as { '@type': string; name: string; offers?: { priceCurrency: string } },
    );
    expect(jsonLd.find((item) => item['@type'] === 'Organization')?.name).toBe(settings.siteName);
    expect(
      jsonLd
        .filter((item) => item['@type'] === 'Product')
        .map((item) => item.name)
        .sort(),
    ).toEqual(['Basic', 'Premium', 'Standard']);
    expect(headTag((await fetchPage('/pricing/')).html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `${site.stack.urls.shell}/pricing/`,
    );
    expect((await fetchPage('/login')).html).toMatch(/<meta name="robots" content="noindex"/);
  });

  test('an unknown path answers 404 with the rendered not-found page', async () => {
    const { status, html } = await fetchPage('/no-such-page');
    expect(status).toBe(404);
    expect(bodyText(html)).toMatch(/not found/i);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  test('the signed-in areas stay rendered in the browser', async () => {
    const { status, html } = await fetchPage('/dashboard');
    expect(status).toBe(200);
    expect(html).toMatch(CLIENT_RENDERED);
  });
});

describe('in a browser', () => {
  /** Every console error or warning, and every content read the page makes of the API. */
  function watch(page: Page) {
    const problems: string[] = [];
    const reads: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(site.stack.urls.api) && !url.endsWith('/auth/session'))
        reads.push(url.slice(site.stack.urls.api.length));
    });
    return { problems, reads };
  }

  test.each(PUBLIC_PAGES)(
    '%s hydrates without a warning and without reading its content again',
    async (pagePath) => {
      const { context, page } = await newPage(site.browser);
      try {
        const { problems, reads } = watch(page);
        await page.goto(`${site.stack.urls.shell}${pagePath}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        expect(reads).toEqual([]);
        // The page's style sheets are linked once: the server's links are not loaded a second time by the code.
        const sheets = await page.evaluate(() =>
          [...document.querySelectorAll('link[rel="stylesheet"]')].map(
            (link) => (link as HTMLLinkElement).href,
          ),
        );
        expect(new Set(sheets).size).toBe(sheets.length);
      } finally {
        await context.close();
      }
    },
  );

  test('after hydration, links navigate inside the page', async () => {
    const { context, page } = await newPage(site.browser);
    try {
      await page.goto(`${site.stack.urls.shell}/`);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL('**/pricing/');
      await page.locator('[data-page="pricing"]').waitFor();
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  test('without JavaScript every public page shows its content and its links work', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const packages = await read<Array<{ packageName: string }>>('/pricings');
      await page.goto(`${site.stack.urls.shell}/`);
      for (const { packageName } of packages) await page.getByText(packageName).first().waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL('**/pricing/');
      expect(await page.title()).toMatch(/Pricing/);
      await page.getByRole('contentinfo').getByRole('link', { name: 'What We Do' }).click();
      await page.waitForURL('**/service/');
      const [heading] = await read<Array<{ serviceHeading: string }>>('/service');
      await page.getByText(heading.serviceHeading).first().waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("mfe-public's deployments and failures", () => {
  const serverDir = path.join(publicDist, 'server');
  const manifestFile = path.join(serverDir, 'mf-manifest.json');

  interface Manifest {
    metaData: { remoteEntry: { name: string } };
  }

  /**
   * Deploys a new server build of mfe-public next to the old one, as a CDN upload does: new hashed files, then the
   * manifest that names them. `change` rewrites the landing page's chunk.
   */
  function deploy(change: (chunk: string) => string, tag: string) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const entry = fs.readFileSync(path.join(serverDir, manifest.metaData.remoteEntry.name), 'utf8');
    // The chunk the deployed entry loads: an earlier deployment's copies lie beside it.
    const chunkName = fs
      .readdirSync(serverDir)
      .find(
        (file) =>
          /^__federation_expose_Landing\.[0-9a-f]{10}\.js$/.test(file) && entry.includes(file.split('.')[1]),
      );
    if (!chunkName) throw new Error('no landing chunk in the server build');
    const oldHash = chunkName.split('.')[1];
    const newHash = `${tag}${oldHash}`.slice(0, 10);
    expect(entry).toContain(oldHash);
    fs.writeFileSync(
      path.join(serverDir, `__federation_expose_Landing.${newHash}.js`),
      change(fs.readFileSync(path.join(serverDir, chunkName), 'utf8')),
    );
    const entryName = `remoteEntry.${tag}${manifest.metaData.remoteEntry.name.slice(12 + tag.length)}`;
    fs.writeFileSync(path.join(serverDir, entryName), entry.replaceAll(oldHash, newHash));
    manifest.metaData.remoteEntry.name = entryName;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  }

  const restore = (() => {
    const saved = new Map<string, string>();
    return {
      save: () => saved.set(manifestFile, fs.readFileSync(manifestFile, 'utf8')),
      back: () => fs.writeFileSync(manifestFile, saved.get(manifestFile) ?? ''),
    };
  })();
  beforeAll(() => restore.save());
  afterEach(() => restore.back());

  /** Waits past the shell's manifest refresh interval (SSR_REMOTE_REFRESH_MS in this run). */
  async function untilServed(check: () => Promise<boolean>) {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the new deployment was not served in time');
  }

  test('a new mfe-public build changes the HTML the running shell serves, with no restart', async () => {
    const before = (await fetchPage('/')).html;
    expect(before).toContain('data-page="landing"');
    deploy((chunk) => chunk.replaceAll('"landing"', '"landing-v2"'), 'aaaa');
    await untilServed(async () => (await fetchPage('/')).html.includes('data-page="landing-v2"'));
    expect(
      site.stack.logs.some((line) => /\[shell\] mfe_public: now rendering its new build/.test(line)),
    ).toBe(true);
  });

  test('server code that throws leaves the page to the browser: 200, the shell, and the reason logged', async () => {
    deploy((chunk) => `throw new Error('a deliberately broken deployment');\n${chunk}`, 'bbbb');
    await untilServed(async () => {
      const { status, html } = await fetchPage('/');
      return status === 200 && CLIENT_RENDERED.test(html);
    });
    expect(
      site.stack.logs.some(
        (line) =>
          line.includes('[shell] rendered / in the browser instead') && line.includes('deliberately broken'),
      ),
    ).toBe(true);
    // The browser still shows the page.
    const { context, page } = await newPage(site.browser);
    try {
      await page.goto(`${site.stack.urls.shell}/`);
      await page.locator('[data-page="landing"]').waitFor();
    } finally {
      await context.close();
    }
  });

  test('with the API stalled (its process frozen, connections open), a page rendered before is served as it was; another one answers 503', async () => {
    restore.back();
    await untilServed(async () => (await fetchPage('/')).html.includes('data-page="landing"'));
    const current = await fetchPage('/');
    const good = bodyText(current.html);
    expect(current.headers.get('server-timing')).toBeNull();
    site.stack.pauseApi();
    try {
      const stale = await fetchPage('/');
      expect(stale.status).toBe(200);
      expect(bodyText(stale.html)).toBe(good);
      // The browser is told that the page's reads may be old, and asks for them again.
      expect(stale.headers.get('server-timing')).toBe('last-good');
      expect(site.stack.logs).toContain('[shell] served the last good render of /: the API is not answering');
      const never = await fetchPage('/reset/confirm');
      expect(never.status).toBe(503);
      expect(Number(never.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(never.html).toContain('Back in a moment');
    } finally {
      site.stack.resumeApi();
    }
  });

  test('with the API stopped, a page rendered before is served as it was; another one answers 503', async () => {
    restore.back();
    await untilServed(async () => (await fetchPage('/pricing/')).html.includes('data-page'));
    const good = bodyText((await fetchPage('/pricing/')).html);
    await site.stack.stopApi();
    const stale = await fetchPage('/pricing/');
    expect(stale.status).toBe(200);
    expect(bodyText(stale.html)).toBe(good);
    const never = await fetchPage('/reset/confirm');
    expect(never.status).toBe(503);
    expect(Number(never.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(never.html).toContain('Back in a moment');
  });
});

describe('a render that takes longer than its budget', () => {
  // A stack of its own whose budget no render can meet.
  let slow: TestStack;
  beforeAll(async () => {
    slow = await startTestStack({ rendering: { budgetMs: 1 } });
  }, 120_000);
  afterAll(async () => {
    await slow?.stop();
  });

  test('leaves the page to the browser, 200, and says why in the log', async () => {
    const response = await fetch(`${slow.urls.shell}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(CLIENT_RENDERED);
    expect(
      slow.logs.some((line) => /\[shell\] rendered \/ in the browser instead: .*render budget/.test(line)),
    ).toBe(true);
  });
});

test('a rendered page is sent compressed to a browser that takes brotli or gzip', async () => {
  const { default: http } = await import('node:http');
  const sizes: Record<string, number> = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    const { headers, bytes } = await new Promise<{ headers: Record<string, unknown>; bytes: number }>(
      (resolve, reject) =>
        http
          .get(`${site.stack.urls.shell}/`, { headers: { 'accept-encoding': encoding } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve({ headers: response.headers, bytes }));
          })
          .on('error', reject),
    );
    expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(String(headers['vary'])).toMatch(/accept-encoding/i);
    sizes[encoding] = bytes;
  }
  expect(sizes.br).toBeLessThan(sizes.identity / 3);
  expect(sizes.gzip).toBeLessThan(sizes.identity / 3);
});
