// A site in two languages as a visitor finds it: an admin adds German, an editor translates the banner in the CMS,
// publishes it and previews it live on the German page, and a visitor opens /de/, server-rendered in German with its
// alternates, then goes back to the English page through the header's language switcher.
import { apiSession } from './api-session';
import { hydrated, newPage } from './browser';
import { useRunningSite } from './running-site';
import { useSignedInPage } from './signed-in-page';

const site = useRunningSite();
const admin = useSignedInPage(site);

/** A chunk's name from its URL (`/messages-shell-de.fa98b97306.js` → `messages-shell-de`). */
function chunkName(url: string): string {
  return new URL(url, site.stack.urls.shell).pathname.split('/').pop()?.split('.')[0] ?? '';
}

/** The scripts a server-rendered page hints in its head, by chunk name. */
function hintedScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)"\/>/g)].map(([, href]) =>
    chunkName(href),
  );
}

test('an editor translates the banner, a visitor reads /de/ in German and switches back to English', async () => {
  const { urls } = site.stack;
  const session = await apiSession(urls, site.stack.admin);
  const languages = { languages: ['en', 'de'], defaultLanguage: 'en' };
  expect((await session.put('/languages', { data: languages })).status()).toBe(200);
  await session.dispose();

  // The CMS's banner editor, in German: the translation is written and published with Update.
  const [banner] = (await (await fetch(`${urls.api}/banner`)).json()) as Array<{
    _id: string;
    bannerHeading: string;
  }>;
  const german = `Wir bauen Ihre Marke ${Date.now()}`;
  await admin.page.goto(`${urls.shell}/banner/${banner._id}`);
  await admin.page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  const translation = admin.page.getByRole('region', { name: 'Translation into German' });
  await translation.getByLabel(/Banner Heading/).fill(german);
  await translation.getByRole('button', { name: 'Update Banner' }).click();
  await admin.page.getByText('Banner is Updated').waitFor();

  // The translation's live preview is the German page (`/de/`): German around the banner, the typed text in it.
  await translation.getByRole('button', { name: 'Live preview' }).click();
  const frame = admin.page.frameLocator('iframe[title="Live preview of the public page"]');
  await frame.getByRole('heading', { level: 1, name: german }).waitFor();
  await frame.locator('html[lang="de"]').waitFor();
  const home = frame.getByRole('banner').getByRole('link', { name: 'Startseite' });
  expect(await home.getAttribute('href')).toBe('/de/');
  const typed = `${german} live`;
  await translation.getByLabel(/Banner Heading/).fill(typed);
  await frame.getByRole('heading', { level: 1, name: typed }).waitFor();
  // Back to English with the preview open: the frame moves to the English page.
  await admin.page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await frame.getByRole('heading', { level: 1, name: banner.bannerHeading }).waitFor();
  await frame.locator('html[lang="en"]').waitFor();
  await frame.getByRole('banner').getByRole('link', { name: 'Home' }).waitFor();

  // The server's HTML, before any script: German, with the page's address in each language.
  let html = '';
  for (let attempt = 0; attempt < 30 && !html.includes(german); attempt++) {
    const response = await fetch(`${urls.shell}/de/`);
    expect(response.status).toBe(200);
    html = await response.text();
    if (!html.includes(german)) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(html).toMatch(/<html lang="de">/);
  expect(html).toContain(german);
  expect(html).toContain(`<link rel="canonical" href="${urls.shell}/de/"/>`);
  // Every link to the German home page is its canonical address; `/de` alone is moved there for good.
  expect(html).toContain('href="/de/"');
  expect(html).not.toContain('href="/de"');
  const moved = await fetch(`${urls.shell}/de`, { redirect: 'manual' });
  expect([moved.status, moved.headers.get('location')]).toEqual([301, '/de/']);
  for (const [hreflang, href] of [
    ['en', '/'],
    ['de', '/de/'],
    ['x-default', '/'],
  ])
    expect(html).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${urls.shell}${href}"/>`);
  // Its language's catalogues that the page needs are hinted, to load beside the page's code rather than after it:
  // the shared components', the frame's and the landing page's own; the form rules' wait for a form's first error.
  const hinted = hintedScripts(html);
  expect([...hinted].sort()).toEqual(['messages-public-de', 'messages-shell-de', 'messages-ui-de']);
  // The English page keeps its own heading: each language's render is kept apart. Its texts come with the code, so
  // it hints no script.
  const english = await (await fetch(`${urls.shell}/`)).text();
  expect(english).toMatch(/<html lang="en">/);
  expect(english).not.toContain(german);
  expect(english).toContain(banner.bannerHeading);
  expect(english).not.toContain('rel="preload" as="script"');
  // A language the site does not have has no addresses.
  expect((await fetch(`${urls.shell}/fr/`)).status).toBe(404);

  const { context, page } = await newPage(site.browser);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${urls.shell}/de/`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: german }).waitFor();
  // The hydrated page loaded exactly the catalogues it hinted, each once: the hints are what the page uses (a hint
  // the page did not use, or fetched again in another mode, is also a console warning).
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(
    loaded
      .map(chunkName)
      .filter((name) => name.startsWith('messages-'))
      .sort(),
  ).toEqual([...hinted].sort());
  const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Sprache' });
  expect(await switcher.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('page');
  // In-site links stay in German, the home page's at its canonical address.
  expect(await page.getByRole('banner').getByRole('link', { name: 'Startseite' }).getAttribute('href')).toBe(
    '/de/',
  );
  expect(
    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Preise' })
      .getAttribute('href'),
  ).toBe('/de/pricing/');

  await switcher.getByRole('link', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${urls.shell}/`);
  await page.getByRole('heading', { level: 1, name: banner.bannerHeading }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await hydrated(page);
  expect(
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'English' })
      .getAttribute('aria-current'),
  ).toBe('page');
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
  expect(problems).toEqual([]);
  await context.close();
});

test('on a 375 px phone the header keeps to the screen and the menu offers the languages', async () => {
  const { urls } = site.stack;
  const session = await apiSession(urls, site.stack.admin);
  const languages = { languages: ['en', 'de'], defaultLanguage: 'en' };
  expect((await session.put('/languages', { data: languages })).status()).toBe(200);
  await session.dispose();

  const { context, page } = await newPage(site.browser, { width: 375 });
  await page.goto(`${urls.shell}/de/pricing/`);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
  const box = await menuButton.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await menu.getByRole('link', { name: 'English' }).click();
  await page.waitForURL(`${urls.shell}/pricing/`);
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await context.close();
});
