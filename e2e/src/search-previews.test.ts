// What search engines and link previews read from a running site: each page's head tags and JSON-LD, made from the
// CMS's content and the admin-edited site settings.
import type { BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser';
import { useRunningSite } from './running-site';
import { openSignedInPage } from './signed-in-page';

const site = useRunningSite();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newPage(site.browser));
}, 120_000);

afterAll(async () => {
  await context?.close();
});

async function read<T>(path: string): Promise<T> {
  return (await (await fetch(`${site.stack.urls.api}${path}`)).json()) as T;
}

interface Settings {
  siteName: string;
  siteDescription: string;
}

/** The head as a crawler that runs scripts sees it. */
async function headTags() {
  return page.evaluate(() => {
    const attr = (selector: string, name = 'content') =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attr('meta[name="description"]'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogTitle: attr('meta[property="og:title"]'),
      ogDescription: attr('meta[property="og:description"]'),
      ogUrl: attr('meta[property="og:url"]'),
      twitterCard: attr('meta[name="twitter:card"]'),
      robots: attr('meta[name="robots"]'),
      lang: document.documentElement.lang,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
    };
  });
}

/** The packages' JSON-LD as name, price and currency. */
function packagesIn(jsonLd: Array<Record<string, unknown>>) {
  return jsonLd
    .filter((item) => item['@type'] === 'Product')
    .map((item) => {
      const offer = item.offers as { price: string; priceCurrency: string };
      return { name: item.name, price: offer.price, currency: offer.priceCurrency };
    });
}

async function expectedPackages() {
  const pricings = await read<Array<{ packageName: string; packagePrice: string }>>('/pricings');
  return ['Basic', 'Standard', 'Premium'].map((name) => ({
    name,
    price: pricings.find((pkg) => pkg.packageName === name)?.packagePrice,
    currency: 'USD',
  }));
}

test('/ carries the banner and site settings in its head, the organization and the three packages as JSON-LD', async () => {
  const [settings] = await read<Settings[]>('/site-settings');
  const [banner] = await read<Array<{ bannerHeading: string }>>('/banner');
  const shell = site.stack.urls.shell;
  await page.goto(shell);
  const title = `${banner.bannerHeading} · ${settings.siteName}`;
  await page.waitForFunction((expected) => document.title === expected, title);
  await page.waitForFunction(
    () => document.querySelectorAll('script[type="application/ld+json"]').length === 4,
  );
  const tags = await headTags();
  expect(tags).toMatchObject({
    title,
    description: settings.siteDescription,
    canonical: `${shell}/`,
    ogTitle: title,
    ogDescription: settings.siteDescription,
    ogUrl: `${shell}/`,
    twitterCard: 'summary_large_image',
    robots: null,
    lang: 'en',
  });
  expect(tags.jsonLd.find((item) => item['@type'] === 'Organization')).toMatchObject({
    name: settings.siteName,
    description: settings.siteDescription,
    url: `${shell}/`,
  });
  expect(packagesIn(tags.jsonLd)).toEqual(await expectedPackages());
});

test('/pricing/ has its own title, canonical URL and the packages as JSON-LD; /login is noindex', async () => {
  const [settings] = await read<Settings[]>('/site-settings');
  const shell = site.stack.urls.shell;
  await page.goto(`${shell}/pricing/`);
  await page.waitForFunction((expected) => document.title === expected, `Pricing · ${settings.siteName}`);
  await page.waitForFunction(
    () => document.querySelectorAll('script[type="application/ld+json"]').length === 3,
  );
  const tags = await headTags();
  expect(tags).toMatchObject({ canonical: `${shell}/pricing/`, ogUrl: `${shell}/pricing/`, robots: null });
  expect(tags.description).toMatch(/^Basic \$\d+\.\d\d, Standard \$\d+\.\d\d, Premium \$\d+\.\d\d\. /);
  expect(packagesIn(tags.jsonLd)).toEqual(await expectedPackages());

  await page.goto(`${shell}/login`);
  await page.waitForFunction((expected) => document.title === expected, `Login · ${settings.siteName}`);
  expect(await headTags()).toMatchObject({ robots: 'noindex', canonical: null });
});

test('an admin edits the site description in the CMS, and the meta description follows', async () => {
  const description = `Campaigns that pay for themselves, ${Date.now()}.`;
  const admin = await openSignedInPage(site);
  await admin.page.goto(`${site.stack.urls.shell}/add-site-settings/`);
  await admin.page.getByRole('link', { name: 'Edit Site Settings' }).click();
  await admin.page.waitForURL(/\/edit-site-settings\/[0-9a-f]{24}$/);
  const field = admin.page.getByLabel('Site Description');
  await field.waitFor();
  expect(await field.inputValue()).not.toBe('');
  await field.fill(description);
  await admin.page.getByRole('button', { name: 'Update Site settings' }).click();
  await admin.page.getByText('Site Settings are Updated').waitFor();
  await admin.close();

  await page.goto(site.stack.urls.shell);
  await page.waitForFunction(
    (expected) =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content') === expected,
    description,
  );
  expect(await headTags()).toMatchObject({ ogDescription: description });
});
