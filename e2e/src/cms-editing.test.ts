import { hydrated } from './browser';
import { useRunningSite } from './running-site';
import { useSignedInPage } from './signed-in-page';

const site = useRunningSite();
const admin = useSignedInPage(site);

/** Follows an in-app route the way a link does (history and popstate), so the page is not loaded again. */
async function goInApp(path: string) {
  await hydrated(admin.page);
  await admin.page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('the admin edits the banner heading in the CMS, follows the header link home without a reload, and sees it', async () => {
  const heading = `Fresh heading ${Date.now()}`;
  // The landing page first, so the page's query cache holds the heading the edit replaces.
  await admin.page.goto(site.stack.urls.shell);
  const before = admin.page.getByRole('heading', { level: 1 });
  await before.waitFor();
  expect(await before.textContent()).not.toBe(heading);
  await admin.page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));

  await goInApp('/setting');
  await admin.page
    .getByRole('main')
    .getByRole('link', { name: /^Banner/ })
    .click();
  await admin.page.waitForURL('**/edit-banner');
  await admin.page.getByRole('link', { name: 'Edit Banner' }).click();
  await admin.page.waitForURL(/\/banner\/[0-9a-f]{24}$/);

  const field = admin.page.getByLabel('Banner Heading');
  await field.waitFor();
  expect(await field.inputValue()).not.toBe('');
  await field.fill(heading);
  await admin.page.getByRole('button', { name: 'Update Banner' }).click();
  await admin.page.getByText('Banner is Updated').waitFor();

  await admin.page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await admin.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Still the same document: the edit reached the landing page through the query cache, not a reload.
  expect(await admin.page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(
    true,
  );
});

test('the admin adds a FAQ item, then deletes it after confirming', async () => {
  const question = `Do you work weekends ${Date.now()}?`;
  await admin.page.goto(`${site.stack.urls.shell}/edit-faq`);
  await admin.page.getByLabel('Question').fill(question);
  await admin.page.getByLabel('Answer').fill('Only for launches.');
  await admin.page.getByRole('button', { name: 'Add FAQ Item' }).click();
  await admin.page.getByText('FAQ Item is Added').waitFor();
  await admin.page.getByRole('heading', { name: question }).waitFor();

  await admin.page.getByRole('button', { name: `Delete ${question}` }).click();
  await admin.page.getByRole('button', { name: 'Yes, delete' }).click();
  await admin.page.getByText(`${question} is Deleted`).waitFor();
  await admin.page.getByRole('heading', { name: question, exact: true }).waitFor({ state: 'detached' });

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

  await admin.page.goto(`${site.stack.urls.shell}/edit-testimonial/`);
  const handle = admin.page.getByTestId(`drag ${last}`);
  const first = admin.page.getByRole('listitem').filter({ hasText: before[0]! }).first();
  await handle.waitFor();
  // The mouse works in viewport coordinates: both cards must be on screen.
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await first.boundingBox())!;
  await admin.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await admin.page.mouse.down();
  await admin.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await admin.page.mouse.up();
  await admin.page
    .getByText(`${last} moved to position 1 of ${before.length}; order saved`)
    .waitFor({ state: 'attached' });
  expect(await names()).toEqual(expected);

  // The keyboard way puts it back one place.
  await admin.page.getByRole('button', { name: `Move ${last} later` }).click();
  await admin.page
    .getByText(`${last} moved to position 2 of ${before.length}; order saved`)
    .waitFor({ state: 'attached' });
  const final = [expected[1]!, last, ...expected.slice(2)];
  expect(await names()).toEqual(final);

  await admin.page.goto(site.stack.urls.shell);
  const shown = admin.page.locator('#testi-sec .pub-quote__person strong');
  await shown.first().waitFor();
  expect(await shown.allTextContents()).toEqual(final);
});

test('the audit log lists the sign-in and every edit above, newest first, and filters them by area', async () => {
  await admin.page.goto(`${site.stack.urls.shell}/audit-log`);
  const table = admin.page.getByRole('table', { name: 'Audit Log' });
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

  await admin.page.getByLabel('Area').selectOption('sign-ins');
  await admin.page.getByRole('button', { name: 'Search' }).click();
  await admin.page.waitForURL(/area=sign-ins/);
  const found = admin.page.getByRole('table', { name: 'Audit lines found' });
  await found.waitFor();
  expect(new Set(await found.locator('tbody tr td:nth-child(4)').allTextContents())).toEqual(
    new Set(['Signed in to the back office']),
  );
});
