// A customer chooses German on the account page: the signed-in pages, frame included, turn German at once and stay
// German after a reload, while the public pages keep the visitor's own language. A customer who signed up on the
// German pages orders in German and is mailed in German.
import { apiSession } from './api-session';
import { newPage } from './browser';
import { awaitMail } from './outbox';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer } from './signed-in-page';

const site = useRunningSite();
let basicPackageId: string;

beforeAll(async () => {
  const packages = (await (await fetch(`${site.stack.urls.api}/pricings`)).json()) as Array<{
    _id: string;
    packageName: string;
  }>;
  basicPackageId = packages.find((pack) => pack.packageName === 'Basic')!._id;
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

test("a customer who signed up on the German pages gets the order's e-mail in German, an English one in English", async () => {
  const email = `kundin${Date.now()}@example.com`;
  const { context, page } = await newPage(site.browser);
  try {
    await page.goto(`${site.stack.urls.shell}/de/register`);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('kunden-passwort');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    // Signed up and in, on the German landing page.
    await page.waitForURL(`${site.stack.urls.shell}/de/`);

    // The order form, in the account's language.
    await page.goto(`${site.stack.urls.shell}/order-now/${basicPackageId}`);
    await page.getByLabel('Name', { exact: true }).fill('Ana Lima');
    await page.getByLabel('Adresse', { exact: true }).fill('1 Main Street, Lisbon');
    await page.getByLabel('Land', { exact: true }).fill('Portugal');
    const placed = page.waitForResponse((response) => response.url().endsWith('/new-order'));
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();
    const number = ((await (await placed).json()) as { orderNumber: number }).orderNumber;
    const mail = await awaitMail(site.stack.dataDir, email, (sent) => sent.subject.includes(`#${number}`));
    expect(mail.subject).toBe(`Ihre Bestellung #${number} für das Paket Basic`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Vielen Dank für Ihre Bestellung, Ana Lima');
  } finally {
    await context.close();
  }

  // The English customer orders as the order form does, through the API: only the mail's language is in question.
  const english = { email: `customer${Date.now()}@example.com`, password: 'customer-password' };
  const session = await apiSession(site.stack.urls, english, 'register');
  try {
    const placed = await session.post('/new-order', {
      data: {
        packageId: basicPackageId,
        customerName: 'Ana Lima',
        customerAddress: '1 Main Street, Lisbon',
        customerCountry: 'Portugal',
      },
    });
    const { orderNumber } = (await placed.json()) as { orderNumber: number };
    const mail = await awaitMail(site.stack.dataDir, english.email, (sent) =>
      sent.subject.includes(`#${orderNumber}`),
    );
    expect(mail.subject).toBe(`Your order #${orderNumber} for the Basic package`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Thank you for your order, Ana Lima');
  } finally {
    await session.dispose();
  }
});
