// The visitor's pages against the whole stack: demo content on the landing page, an admin's edit on the next
// visit, a contact message, and an account's life (register, log out, log in, reset through the mail, log in).
import type { APIRequestContext } from 'playwright-core';
import { apiSession } from './api-session';
import { hydrated, login, newPage } from './browser';
import { awaitMail } from './outbox';
import { useRunningSite } from './running-site';

const site = useRunningSite();
let admin: APIRequestContext;

beforeAll(async () => {
  admin = await apiSession(site.stack.urls, site.stack.admin);
}, 120_000);

afterAll(async () => {
  await admin?.dispose();
});

async function read<T>(listPath: string): Promise<T> {
  const response = await fetch(`${site.stack.urls.api}${listPath}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The newest mailed reset link to an address, from the outbox the API writes when no SMTP server is set. */
async function mailedResetLink(to: string): Promise<string> {
  const link = (
    await awaitMail(site.stack.dataDir, to, (mail) => mail.subject === 'Reset your password')
  ).text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${to}`);
  return link;
}

test('the landing page shows every section with the demo content, and its carousel moves from the keyboard', async () => {
  const [banner] = await read<Array<{ bannerHeading: string }>>('/banner');
  expect(banner).toBeDefined();
  const team = await read<unknown[]>('/teamitems');
  const testimonials = await read<Array<{ personName: string }>>('/testimonials');
  const pricings = await read<Array<{ _id: string; packageName: string }>>('/pricings');
  const [action] = await read<Array<{ heading: string }>>('/actions');

  const { context, page } = await newPage(site.browser);
  await page.goto(site.stack.urls.shell);
  await page.locator('[data-page="landing"][data-state="filled"]').waitFor();
  await page.getByRole('heading', { level: 1, name: banner.bannerHeading }).waitFor();
  for (const id of ['service-sec', 'who-sec', 'pricing-sec', 'testi-sec', 'team-sec', 'contact-sec'])
    expect(await page.locator(`section#${id}`).count()).toBe(1);
  expect(await page.getByRole('heading', { name: action.heading }).count()).toBe(1);
  expect(await page.getByText('Popular', { exact: true }).count()).toBe(1);

  const orderLinks = page.locator('#pricing-sec').getByRole('link');
  const ids = Object.fromEntries(pricings.map((pricing) => [pricing.packageName, pricing._id]));
  expect(await orderLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    ['Basic', 'Standard', 'Premium'].map((name) => `/order-now/${ids[name]}`),
  );
  for (const { personName } of testimonials) await page.getByText(personName, { exact: true }).waitFor();

  const carousel = page.getByRole('region', { name: 'Team members' });
  expect(await carousel.getByRole('group').count()).toBe(team.length);
  const track = carousel.locator('.pub-carousel__track');
  // Slides in view: 4 by default, 3 on large, 2 on medium and small, 1 on extra small screens.
  const inView = () =>
    track.evaluate((element) =>
      Math.round(element.clientWidth / (element.firstElementChild as HTMLElement).offsetWidth),
    );
  for (const [width, slides] of [
    [1280, 4],
    [1100, 3],
    [800, 2],
    [600, 2],
    [375, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    expect(await inView()).toBe(slides);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await hydrated(page);
  await carousel.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (element) => (element as HTMLElement).scrollLeft > 0,
    await track.elementHandle(),
  );
  await context.close();
});

test('an admin’s edit made through the API shows on the next visit', async () => {
  const [banner] = await read<Array<{ _id: string }>>('/banner');
  const heading = `Fresh campaigns, week ${Date.now() % 1000}`;
  const saved = await admin.put(`/update-banner/${banner._id}`, { data: { bannerHeading: heading } });
  expect(saved.status()).toBe(200);

  const { context, page } = await newPage(site.browser);
  await page.goto(site.stack.urls.shell);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await context.close();
});

test('a visitor on a phone sends a contact message and sees the success text', async () => {
  const { context, page } = await newPage(site.browser, { width: 375 });
  await page.goto(`${site.stack.urls.shell}/contact`);
  await page.locator('[data-page="contact"][data-state="filled"]').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const subject = `Quote ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your Name').fill('Ana Lima');
  await form.getByLabel('Email').fill('ana@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('We need a new website.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByRole('status').filter({ hasText: 'Message is Updated' }).waitFor();
  expect(page.url()).toBe(`${site.stack.urls.shell}/contact`);
  expect(await form.getByLabel('Your Name').inputValue()).toBe('');

  const messages = (await (await admin.get('/messages')).json()) as Array<{
    subject: string;
    messageStatus: string;
  }>;
  expect(messages.find((message) => message.subject === subject)?.messageStatus).toBe('UnRead');
  await context.close();
});

test('a message typed and sent before the page’s code has arrived is sent once it has, as typed', async () => {
  const { context, page } = await newPage(site.browser);
  // The shell's entry script is held back until the visitor has filled the form and pressed Send.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let entryRequested = false;
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    entryRequested = true;
    await held;
    await route.continue();
  });
  await page.goto(`${site.stack.urls.shell}/contact`);
  const subject = `Early ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your Name').fill('Bo Chen');
  await form.getByLabel('Email').fill('bo@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Typed before the code arrived.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Nothing was sent natively: the page did not move, and using the page asked for its code.
  expect(page.url()).toBe(`${site.stack.urls.shell}/contact`);
  expect(entryRequested).toBe(true);
  release();

  await form.getByRole('status').filter({ hasText: 'Message is Updated' }).waitFor();
  const messages = (await (await admin.get('/messages')).json()) as Array<{
    subject: string;
    name: string;
    message: string;
  }>;
  expect(messages.find((message) => message.subject === subject)).toMatchObject({
    name: 'Bo Chen',
    message: 'Typed before the code arrived.',
  });
  await context.close();
});

test('register, log out, log in, reset the password through the mailed link, log in with the new one', async () => {
  const email = `visitor${Date.now()}@example.com`;
  const { context, page } = await newPage(site.browser);
  const header = page.getByRole('banner');

  await page.goto(`${site.stack.urls.shell}/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${site.stack.urls.shell}/`);
  await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Signout' }).click();
  await header.getByRole('link', { name: 'Login', exact: true }).waitFor();

  await header.getByRole('link', { name: 'Login', exact: true }).click();
  await login(page, email, 'first-password');
  await page.waitForURL('**/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Signout' }).click();
  await header.getByRole('link', { name: 'Login', exact: true }).click();

  await page.getByRole('link', { name: 'Forgot password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Password reset. Check your inbox!').waitFor();

  await page.goto(await mailedResetLink(email));
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await page.getByText('Your password has been changed.').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();

  await login(page, email, 'first-password');
  await page.getByText('Incorrect email or password. Please try again.').waitFor();
  await page.getByLabel('Password').fill('second-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: `Welcome, ${email}` }).waitFor();
  await context.close();
});

test('an anonymous visitor’s pages log no error or warning in the browser console', async () => {
  const { context, page } = await newPage(site.browser);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  for (const path of ['/', '/pricing/', '/service/', '/contact', '/login', '/register']) {
    await page.goto(`${site.stack.urls.shell}${path}`);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1, main h2').first().waitFor();
  }
  expect(logged).toEqual([]);
  await context.close();
});
