// A customer chooses German on the account page: the signed-in pages, frame included, turn German at once and stay
// German after a reload, while the public pages keep the visitor's own language.
import { apiSession } from './api-session';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer } from './signed-in-page';

const site = useRunningSite();

beforeAll(async () => {
  const admin = await apiSession(site.stack.urls, site.stack.admin);
  const saved = await admin.put('/languages', { data: { languages: ['en', 'de'], defaultLanguage: 'en' } });
  expect(saved.status()).toBe(200);
  await admin.dispose();
});

test('choosing German on /account turns the interface German without a reload, and it stays German', async () => {
  const account = await registerCustomer(site);
  const { page, close } = await openSignedInPage(site, account);
  try {
    await page.goto(`${site.stack.urls.shell}/account`);
    const language = page.getByLabel('Language', { exact: true });
    await language.waitFor();
    // A marker that only a reload would clear.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await language.selectOption('de');

    await page.getByLabel('Sprache', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Mein Konto' }).first().waitFor();
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    await page.reload();
    await page.getByLabel('Sprache', { exact: true }).waitFor();
    expect(await page.getByLabel('Sprache', { exact: true }).inputValue()).toBe('de');
    await page.goto(`${site.stack.urls.shell}/dashboard`);
    await page.getByRole('link', { name: 'Mein Konto' }).first().waitFor();
  } finally {
    await close();
  }
});
