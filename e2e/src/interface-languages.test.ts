// The interface in the visitor's language: a page rendered in the browser follows the browser's languages and
// loads that language's catalogues as chunks of their own; an English visitor loads none.
import type { Page } from 'playwright-core';
import { useRunningSite } from './running-site';

const site = useRunningSite();

/** The catalogue chunks the page has loaded (`messages-<package>-<language>`). */
function catalogueChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.slice(1).split('.')[0])
      .filter((name) => name.startsWith('messages-')),
  );
}

async function visit(locale: string) {
  const context = await site.browser.newContext({ locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return { context, page, problems };
}

test('a German browser gets the German frame and public page, each catalogue loaded once it is needed', async () => {
  const { context, page, problems } = await visit('de-DE');
  // A signed-in area is rendered in the browser; the guard sends the visitor on to the login page.
  await page.goto(`${site.stack.urls.shell}/dashboard`);
  await page.getByRole('heading', { name: 'Anmelden', level: 1 }).waitFor();
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Preise' }).count(),
  ).resolves.toBe(1);
  await expect(page.getByLabel('Passwort').count()).resolves.toBe(1);
  // The login page's own texts and its sign-in reminder, the frame's, the shared ones.
  expect((await catalogueChunks(page)).sort()).toEqual([
    'messages-public-de',
    'messages-public-pages-de',
    'messages-shell-de',
    'messages-ui-de',
  ]);
  // The form rules' messages load with the form's first error, which shows in German from its first appearance.
  await page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { shownErrors: shown });
    new MutationObserver(() =>
      shown.push(
        ...[...document.querySelectorAll('.ui-field__error')].map((error) => error.textContent ?? ''),
      ),
    ).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Passwort ist erforderlich').waitFor();
  const shown = await page.evaluate(() => (window as unknown as { shownErrors: string[] }).shownErrors);
  expect(new Set(shown)).toEqual(new Set(['E-Mail-Adresse ist erforderlich', 'Passwort ist erforderlich']));
  expect(await catalogueChunks(page)).toContain('messages-rules-de');
  expect(problems).toEqual([]);
  await context.close();
});

test('an English browser loads no catalogue chunk: English comes with the code', async () => {
  const { context, page, problems } = await visit('en-US');
  await page.goto(`${site.stack.urls.shell}/dashboard`);
  await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
  expect(await catalogueChunks(page)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
