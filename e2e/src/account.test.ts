// A customer's own account page in the built site: a password change ends the account's other session, their
// data downloads as a JSON file, a new e-mail address is confirmed through the link mailed to it, and a passkey
// added there is the second step of the next sign-in.
import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, login, newPage } from './browser';
import { awaitMail } from './outbox';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer } from './signed-in-page';

const site = useRunningSite();

test('changing the password signs the other browser out, and Download my data saves the account as JSON', async () => {
  const account = await registerCustomer(site, 'first-password');
  const here = await openSignedInPage(site, account);
  const elsewhere = await openSignedInPage(site, account);
  try {
    const { page } = here;
    await page.getByRole('link', { name: 'My Account' }).first().click();
    await page.waitForURL('**/account');
    const sessions = page.getByRole('table', { name: 'Your sessions' });
    await sessions.getByText('(this browser)').waitFor();
    // The other browser, and the API session that registered the account.
    expect(await sessions.getByRole('button', { name: /^Sign out / }).count()).toBeGreaterThanOrEqual(1);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('first-password');
    await form.getByLabel('New password').fill('second-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password has been changed.', { exact: false }).waitFor();
    await page.getByText('You are signed in only here.').waitFor();

    // The other browser's session has ended: its next signed-in page goes to the login page.
    await elsewhere.page.goto(`${site.stack.urls.shell}/account`);
    await elsewhere.page.waitForURL('**/login**');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ email: account.email, isAdmin: false });
    expect(data.sessions).toHaveLength(1);
    expect(data).toHaveProperty('orders');
    expect(data).toHaveProperty('subscription', null);
  } finally {
    await here.close();
    await elsewhere.close();
  }
});

test('a new e-mail address takes effect once the link mailed to it is confirmed', async () => {
  const account = await registerCustomer(site, 'first-password');
  const newEmail = `moved-${account.email}`;
  const { page, close } = await openSignedInPage(site, account);
  try {
    await page.goto(`${site.stack.urls.shell}/account`);
    const form = page.getByRole('form', { name: 'Change e-mail' });
    await form.getByLabel('New e-mail').fill(newEmail);
    await form.getByLabel('Current password').fill('first-password');
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByText(`We sent a link to ${newEmail}`, { exact: false }).waitFor();

    const mail = await awaitMail(site.stack.dataDir, newEmail, (sent) =>
      sent.subject.startsWith('Confirm your new e-mail address'),
    );
    await page.goto(/https?:\/\/\S+/.exec(mail.text)![0]);
    await page.getByRole('button', { name: 'Confirm new e-mail address' }).click();
    await page.getByText(`Your e-mail address is now ${newEmail}`, { exact: false }).waitFor();

    await page.goto(`${site.stack.urls.shell}/account`);
    const shown = page.getByRole('form', { name: 'Your details' }).getByLabel('Email');
    await shown.waitFor();
    expect(await shown.inputValue()).toBe(newEmail);
  } finally {
    await close();
  }
});

/**
 * WebAuthn refuses an IP address as the site's name, and the stack serves 127.0.0.1: this context opens the site as
 * localhost, and the web servers' pages, manifests and headers (the API's address, the remotes', the content security
 * policy) name localhost too, so every request stays on one site and the session cookie is sent. The requests are
 * answered through the test, from pages the browser cannot place on this machine: its browser lets such pages reach
 * loopback addresses. The API allows the shell's localhost origin.
 */
async function asLocalhost(context: BrowserContext, urls: { shell: string; api: string }): Promise<string> {
  const named = (text: string) => text.replaceAll('//127.0.0.1:', '//localhost:');
  const apiOrigin = named(urls.api);
  await context.route(
    (url) => url.hostname === 'localhost' && url.origin !== apiOrigin,
    async (route) => {
      const response = await route.fetch({
        url: route.request().url().replace('//localhost:', '//127.0.0.1:'),
      });
      const headers = Object.fromEntries(
        Object.entries(response.headers()).map(([name, value]) => [name, named(value)]),
      );
      const textual = /html|json/.test(headers['content-type'] ?? '');
      return route.fulfill({ response, headers, ...(textual ? { body: named(await response.text()) } : {}) });
    },
  );
  return named(urls.shell);
}

test('a passkey added on the account page, with a virtual authenticator, is the second step of the next sign-in', async () => {
  const account = await registerCustomer(site);
  const browser = await launchBrowser([
    '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
  ]);
  const { context, page } = await newPage(browser);
  try {
    const shell = await asLocalhost(context, site.stack.urls);
    const devtools = await context.newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${shell}/login`);
    await login(page, account.email, account.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`${shell}/account`);
    const security = page.getByRole('region', { name: 'Sign-in security' });
    await security.getByRole('button', { name: 'Add a passkey' }).click();
    await security.getByText('Your passkey was added.', { exact: false }).waitFor();
    expect(
      await security.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').count(),
    ).toBe(10);
    await security.getByRole('list', { name: 'Your passkeys' }).getByText('Passkey 1').waitFor();

    await page.getByRole('button', { name: 'Signout' }).first().click();
    // Leaving before the sign-out is answered would cancel it and keep the session.
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
    await page.goto(`${shell}/login`);
    await login(page, account.email, account.password);
    // The password alone signs nobody in now: the passkey is asked for.
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${shell}/account`);
    await page
      .getByRole('region', { name: 'Sign-in security' })
      .getByText('last used', { exact: false })
      .waitFor();
  } finally {
    await browser.close();
  }
});
