import type { BrowserContext, Page } from 'playwright-core';
import { hydrated, newPage, signIn } from './browser';
import { useRunningSite } from './running-site';

const site = useRunningSite();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newPage(site.browser));
  await signIn(page, site.stack.urls.shell, site.stack.admin);
}, 120_000);

afterAll(async () => {
  await context?.close();
});

/** Follows an in-app route the way a link does (history and popstate), so the page is not loaded again. */
async function goInApp(path: string) {
  await hydrated(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('the admin edits the banner heading in the CMS, follows the header link home without a reload, and sees it', async () => {
  const heading = `Fresh heading ${Date.now()}`;
  // The landing page first, so the page's query cache holds the heading the edit replaces.
  await page.goto(site.stack.urls.shell);
  const before = page.getByRole('heading', { level: 1 });
  await before.waitFor();
  expect(await before.textContent()).not.toBe(heading);
  await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));

  await goInApp('/setting');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Banner/ })
    .click();
  await page.waitForURL('**/edit-banner');
  await page.getByRole('link', { name: 'Edit Banner' }).click();
  await page.waitForURL(/\/banner\/[0-9a-f]{24}$/);

  const field = page.getByLabel('Banner Heading');
  await field.waitFor();
  expect(await field.inputValue()).not.toBe('');
  await field.fill(heading);
  await page.getByRole('button', { name: 'Update Banner' }).click();
  await page.getByText('Banner is Updated').waitFor();

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Still the same document: the edit reached the landing page through the query cache, not a reload.
  expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
});

test('the admin adds a FAQ item, then deletes it after confirming', async () => {
  const question = `Do you work weekends ${Date.now()}?`;
  await page.goto(`${site.stack.urls.shell}/edit-faq`);
  await page.getByLabel('Question').fill(question);
  await page.getByLabel('Answer').fill('Only for launches.');
  await page.getByRole('button', { name: 'Add FAQ Item' }).click();
  await page.getByText('FAQ Item is Added').waitFor();
  await page.getByRole('heading', { name: question }).waitFor();

  await page.getByRole('button', { name: `Delete ${question}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await page.getByText(`${question} is Deleted`).waitFor();
  await page.getByRole('heading', { name: question, exact: true }).waitFor({ state: 'detached' });

  const items = (await (await fetch(`${site.stack.urls.api}/faq-items`)).json()) as Array<{
    accodingTitle: string;
  }>;
  expect(items.map((item) => item.accodingTitle)).not.toContain(question);
});

test('the admin drags the last testimonial to the front in the CMS, and the landing page follows that order', async () => {
  const names = async () =>
    (
      (await (await fetch(`${site.stack.urls.api}/testimonials`)).json()) as Array<{ personName: string }>
    ).map((item) => item.personName);
  const before = await names();
  expect(before.length).toBeGreaterThan(1);
  const last = before.at(-1)!;
  const expected = [last, ...before.slice(0, -1)];

  await page.goto(`${site.stack.urls.shell}/edit-testimonial/`);
  const handle = page.getByTestId(`drag ${last}`);
  const first = page.getByRole('listitem').filter({ hasText: before[0]! }).first();
  await handle.waitFor();
  // The mouse works in viewport coordinates: both cards must be on screen.
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await first.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await page
    .getByText(`${last} moved to position 1 of ${before.length}; order saved`)
    .waitFor({ state: 'attached' });
  expect(await names()).toEqual(expected);

  // The keyboard way puts it back one place.
  await page.getByRole('button', { name: `Move ${last} later` }).click();
  await page
    .getByText(`${last} moved to position 2 of ${before.length}; order saved`)
    .waitFor({ state: 'attached' });
  const final = [expected[1]!, last, ...expected.slice(2)];
  expect(await names()).toEqual(final);

  await page.goto(site.stack.urls.shell);
  const shown = page.locator('#testi-sec .pub-quote__person strong');
  await shown.first().waitFor();
  expect(await shown.allTextContents()).toEqual(final);
});

test('the audit log lists the sign-in and every edit above, newest first, and filters them by area', async () => {
  await page.goto(`${site.stack.urls.shell}/audit-log`);
  const table = page.getByRole('table', { name: 'Audit Log' });
  await table.waitFor();
  const actions = (await table.locator('tbody tr td:nth-child(4)').allTextContents()).slice(0, 6);
  expect(actions).toEqual([
    'Reordered Testimonials',
    'Reordered Testimonials',
    'Deleted from FAQ items',
    'Added to FAQ items',
    'Updated Banner',
    'Signed in to the back office',
  ]);
  const banner = table.locator('tbody tr').filter({ hasText: 'Updated Banner' });
  expect(await banner.textContent()).toContain(site.stack.admin.email);
  expect(await banner.textContent()).toContain('Fresh heading');

  await page.getByLabel('Area').selectOption('sign-ins');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/area=sign-ins/);
  const found = page.getByRole('table', { name: 'Audit lines found' });
  await found.waitFor();
  expect(new Set(await found.locator('tbody tr td:nth-child(4)').allTextContents())).toEqual(
    new Set(['Signed in to the back office']),
  );
});
