// Nothing an editor types is lost: a session revoked on the server while a form is open asks for sign-in
// in place and then stores the edit; a reload of a half-typed form gives the draft back; leaving asks first.
import type { BrowserContext, Page } from 'playwright-core';
import { useRunningSite } from './running-site';
import { openSignedInPage } from './signed-in-page';

const site = useRunningSite();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  ({ context, page } = await openSignedInPage(site));
}, 120_000);

afterEach(async () => {
  await context?.close();
});

/** Opens the banner's editor the way an editor does, from the back office's navigation. */
async function openBannerEditor(): Promise<void> {
  await page.goto(`${site.stack.urls.shell}/admin`);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Banner', exact: true })
    .click();
  await page.waitForURL('**/edit-banner');
  await page.getByRole('link', { name: 'Edit Banner' }).click();
  await page.waitForURL(/\/banner\/[0-9a-f]{24}$/);
  await page.getByLabel('Banner Heading').waitFor();
  expect(await page.getByLabel('Banner Heading').inputValue()).not.toBe('');
}

async function storedHeadings(): Promise<string[]> {
  const banners = (await (await fetch(`${site.stack.urls.api}/banner`)).json()) as Array<
    Record<string, string>
  >;
  return banners.map((banner) => JSON.stringify(banner));
}

test('a session revoked on the server while the editor types: the save asks for sign-in, then stores the edit', async () => {
  const heading = `Heading after sign-in ${Date.now()}`;
  await openBannerEditor();
  await page.getByLabel('Banner Heading').fill(heading);

  // The session ends on the server (as a logout elsewhere or an expiry does); the browser still has its cookie.
  const cookies = await context.cookies(site.stack.urls.api);
  const revoked = await fetch(`${site.stack.urls.api}/auth/logout`, {
    method: 'POST',
    headers: {
      Origin: site.stack.urls.shell,
      Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
  });
  expect(revoked.ok).toBe(true);

  await page.getByRole('button', { name: 'Update Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await dialog.waitFor();
  // Still on the form, with what was typed.
  expect(page.url()).toMatch(/\/banner\/[0-9a-f]{24}$/);
  expect(await page.getByLabel('Banner Heading').inputValue()).toBe(heading);
  expect(await dialog.getByLabel('Email').inputValue()).toBe(site.stack.admin.email);
  await dialog.getByLabel('Password').fill(site.stack.admin.password);
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();

  await page.getByText('Banner is Updated').waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect((await storedHeadings()).some((banner) => banner.includes(heading))).toBe(true);
});

test('a half-typed form asks before unloading, and a reload gives the draft back until it is saved', async () => {
  const heading = `Half-typed heading ${Date.now()}`;
  await openBannerEditor();
  await page.getByLabel('Banner Heading').fill(heading);
  // The page asks before it is unloaded (the browser shows its own prompt for a prevented beforeunload).
  const askBeforeUnload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const unloadPrevented = () => page.evaluate(askBeforeUnload);
  await page.waitForFunction(askBeforeUnload);
  await page.reload();

  const field = page.getByLabel('Banner Heading');
  await page.getByText('What you typed here before is back').waitFor();
  expect(await field.inputValue()).toBe(heading);
  expect((await storedHeadings()).some((banner) => banner.includes(heading))).toBe(false);

  await page.getByRole('button', { name: 'Update Banner' }).click();
  await page.getByText('Banner is Updated').waitFor();
  expect((await storedHeadings()).some((banner) => banner.includes(heading))).toBe(true);
  // Saved: a reload shows the stored record with no draft notice and no question.
  await page.reload();
  await field.waitFor();
  expect(await field.inputValue()).toBe(heading);
  expect(await page.getByText('What you typed here before is back').count()).toBe(0);
  expect(await unloadPrevented()).toBe(false);
});

test('a link away from unsaved input asks; staying keeps it, leaving goes', async () => {
  await openBannerEditor();
  await page.getByLabel('Banner Heading').fill(`Unsaved ${Date.now()}`);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Total Orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  expect(page.url()).toMatch(/\/banner\/[0-9a-f]{24}$/);

  await nav.getByRole('link', { name: 'Total Orders' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL('**/total-orders');
});

test('the login form keeps what is typed the moment it renders, while the session and the page settle', async () => {
  const anonymous = await site.browser.newContext();
  try {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const visitor = await anonymous.newPage();
      await visitor.goto(`${site.stack.urls.shell}/login`);
      const email = visitor.getByLabel('Email');
      await email.waitFor();
      await email.pressSequentially('ana@example.com');
      await visitor.waitForLoadState('networkidle');
      expect(await email.inputValue()).toBe('ana@example.com');
      await visitor.close();
    }
  } finally {
    await anonymous.close();
  }
});
