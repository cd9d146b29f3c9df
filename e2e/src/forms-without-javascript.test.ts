// The public forms for a visitor without JavaScript: each posts to the shell's server, which sends it to the API and
// answers with a page (the form again with its errors and what was typed, or a redirect to the page that shows the
// success), never a URL with what was typed in it; a form from another site is refused. Then one visitor with
// JavaScript off, in a real browser: the contact form refused and then sent, the small screens' menu, a login with
// its second step, and a new e-mail address confirmed from its mailed link.
import {
  CREDENTIAL_RULES,
  LOGIN_FAILED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '@agency/contracts/account-rules';
import { MESSAGE_RULES, SUBSCRIBER_RULES } from '@agency/contracts/commerce-rules';
import { totpCode } from '../../api/src/auth/second-factor/totp';
import { checkValues } from '../../ui/src/forms/check-values';
import { apiSession } from './api-session';
import { awaitMail } from './outbox';
import { useRunningSite } from './running-site';
import { registerCustomer } from './signed-in-page';

const site = useRunningSite();
const FORM_NAME_FIELD = 'form-name';
const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Log in with your new password.';
const SECOND_STEP_FAILED = 'That code is not right. Please try again.';
const EMAIL_CONFIRMED_MESSAGE = 'Your e-mail address is changed. Sign in with the new one from now on.';

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** A form as a browser without JavaScript sends it from a page of the site. */
function post(
  path: string,
  form: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: site.stack.urls.shell },
) {
  return fetch(`${site.stack.urls.shell}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ [FORM_NAME_FIELD]: form, ...fields }).toString(),
    redirect: 'manual',
  });
}

/** The page a browser is sent to after a 303: its URL with the cookies the answer set. */
async function follow(answer: Response): Promise<{ response: Response; body: string }> {
  const cookies = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const response = await fetch(new URL(answer.headers.get('location') ?? '', site.stack.urls.shell), {
    headers: { Cookie: cookies },
  });
  return { response, body: await response.text() };
}

/** The messages the rules give these values, field by field (the product description's texts). */
function ruleErrors(values: Record<string, string>, rules: Parameters<typeof checkValues>[1]) {
  const checked = checkValues(values, rules);
  if (checked.ok) throw new Error('expected the rules to refuse these values');
  return checked.errors as Record<string, string>;
}

/** Each message is shown beside its own field (its error element). */
function expectErrorsBesideFields(body: string, errors: Record<string, string>) {
  for (const [field, message] of Object.entries(errors))
    expect(body).toMatch(
      new RegExp(`id="[^"]*-${field}-error"[^>]*>${html(message).replace(/[.?*+()[\]]/g, '\\$&')}<`),
    );
}

function expectAnswerPage(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('location')).toBeNull();
  expect(response.headers.get('etag')).toBeNull();
}

/** A 303 to a URL that carries nothing the visitor typed. */
function expectRedirect(response: Response, to: string, typed: Record<string, string>) {
  expect(response.status).toBe(303);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const location = response.headers.get('location') ?? '';
  expect(location).toBe(to);
  for (const value of Object.values(typed).filter(Boolean))
    expect(location).not.toContain(encodeURIComponent(value));
}

/** The admin's session cookie, from a login sent without JavaScript as well. */
let adminCookie: Promise<string> | undefined;

async function adminRead<T>(listPath: string): Promise<T> {
  adminCookie ??= post('/login', 'login', site.stack.admin).then((answer) => {
    const sid = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    if (!sid) throw new Error(`the admin's login answered ${answer.status} without a session`);
    return sid.split(';')[0];
  });
  const response = await fetch(`${site.stack.urls.api}${listPath}`, {
    headers: { Cookie: await adminCookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const storedMessages = () => adminRead<Array<{ name: string; email: string; message: string }>>('/messages');

describe.each(['/contact', '/contact-us', '/'])('the contact form on %s', (page) => {
  const message = {
    name: 'Ada',
    email: 'ada@example.com',
    number: '',
    subject: 'Hello',
    message: 'A site, please',
  };

  test('refused by the rules: the form again with the messages beside the fields and the text kept', async () => {
    const typed = { ...message, email: 'not-an-e-mail', name: '', message: `Kept <b>${page}</b> text` };
    const answer = await post(page, 'contact', typed);
    expectAnswerPage(answer, 400);
    const body = await answer.text();
    expectErrorsBesideFields(body, ruleErrors(typed, MESSAGE_RULES));
    expect(body).toContain(`value="not-an-e-mail"`);
    expect(body).toContain(html(typed.message));
    expect((await storedMessages()).some((stored) => stored.message === typed.message)).toBe(false);
  });

  test('sent: stored, then a redirect to the page that says so', async () => {
    const typed = { ...message, message: `Sent from ${page} without JavaScript` };
    const answer = await post(page, 'contact', typed);
    expectRedirect(answer, page, typed);
    expect((await storedMessages()).filter((stored) => stored.message === typed.message)).toHaveLength(1);
    const { response, body } = await follow(answer);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toContain('Message is Updated');
    // The notice is shown once: the cookie that carried it is gone, and the page is the page again.
    expect(response.headers.getSetCookie().join()).toMatch(/form-sent=; .*Max-Age=0/);
    expect(await (await fetch(`${site.stack.urls.shell}${page}`)).text()).not.toContain('Message is Updated');
  });
});

test('the newsletter in the footer: refused with the rule’s message, then subscribed', async () => {
  const bad = { subemail: 'nobody' };
  const refused = await post('/pricing/', 'newsletter', bad);
  expectAnswerPage(refused, 400);
  const body = await refused.text();
  expectErrorsBesideFields(body, ruleErrors(bad, SUBSCRIBER_RULES));
  expect(body).toContain('value="nobody"');

  const good = { subemail: 'reader@example.com' };
  const sent = await post('/pricing/', 'newsletter', good);
  expectRedirect(sent, '/pricing/', good);
  expect((await follow(sent)).body).toContain('Subscribers is Updated');
  const subscribers = await adminRead<Array<{ subemail: string }>>('/subscribers');
  expect(subscribers.map((subscriber) => subscriber.subemail)).toContain(good.subemail);
});

describe('accounts', () => {
  const account = { email: 'no-script@example.com', password: 'a long enough password 1' };

  test('sign-up refused by the rules keeps the e-mail and never the password', async () => {
    const typed = { email: account.email, password: 'Zq9x' };
    const answer = await post('/register', 'register', typed);
    expectAnswerPage(answer, 400);
    const body = await answer.text();
    expectErrorsBesideFields(body, ruleErrors(typed, CREDENTIAL_RULES));
    expect(body).toContain(`value="${account.email}"`);
    expect(body).not.toContain('Zq9x');
  });

  test('sign-up: the account, its session cookie, and the welcome on the home page', async () => {
    const answer = await post('/register', 'register', account);
    expectRedirect(answer, '/', account);
    expect(
      answer.headers.getSetCookie().some((cookie) => /^sid=[^;]+;.*HttpOnly.*SameSite=Lax/i.test(cookie)),
    ).toBe(true);
    const { body } = await follow(answer);
    expect(body).toContain('Welcome! Your account is ready.');
  });

  test('login with a wrong password: the product description’s message, the e-mail kept, no password, no session', async () => {
    const answer = await post('/login', 'login', { email: account.email, password: 'not the password 1' });
    expectAnswerPage(answer, 401);
    const body = await answer.text();
    expect(body).toContain(html(LOGIN_FAILED_MESSAGE));
    expect(body).toContain(`value="${account.email}"`);
    expect(body).not.toContain('not the password 1');
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('sid='))).toBe(false);
  });

  test('login: the session cookie for the site, and on to the dashboard', async () => {
    const answer = await post('/login', 'login', account);
    expectRedirect(answer, '/dashboard', account);
    const sid = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    expect(sid).toBeDefined();
    // The cookie is the API's session: the API knows who it is.
    const me = await fetch(`${site.stack.urls.api}/auth/me`, { headers: { Cookie: sid!.split(';')[0] } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(account.email);
  });

  test('a reset request: refused by the rules, then taken, with the product description’s notice', async () => {
    const bad = { email: 'nobody' };
    const refused = await post('/reset', 'reset', bad);
    expectAnswerPage(refused, 400);
    expectErrorsBesideFields(await refused.text(), ruleErrors(bad, { email: CREDENTIAL_RULES.email }));
    const sent = await post('/reset', 'reset', { email: account.email });
    expectRedirect(sent, '/reset', { email: account.email });
    expect((await follow(sent)).body).toContain(html(RESET_REQUESTED_MESSAGE));
  });

  test('a new password from the mailed link: refused by the rules on the link’s page, then changed', async () => {
    const link = (
      await awaitMail(site.stack.dataDir, account.email, (mail) => mail.subject === 'Reset your password')
    ).text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error('no reset link mailed');
    const { pathname, search } = new URL(link);
    const page = `${pathname}${search}`;

    const refused = await post(page, 'new-password', { password: 'Zq9x' });
    expectAnswerPage(refused, 400);
    const body = await refused.text();
    expectErrorsBesideFields(body, ruleErrors({ password: 'Zq9x' }, { password: CREDENTIAL_RULES.password }));
    expect(body).not.toContain('Zq9x');

    const password = 'a new long enough password 2';
    const changed = await post(page, 'new-password', { password });
    expectRedirect(changed, page, { password });
    expect((await follow(changed)).body).toContain(html(PASSWORD_CHANGED_MESSAGE));
    expect((await post('/login', 'login', { email: account.email, password })).status).toBe(303);
  });

  test('the login limit counts the visitor, whatever address the visitor claims, as the browser’s path does', async () => {
    const guess = { email: 'limited@example.com', password: 'a wrong password 1' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      const answer = await post('/login', 'login', guess, {
        Origin: site.stack.urls.shell,
        'X-Forwarded-For': `203.0.113.${attempt + 1}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The same visitor's browser, with JavaScript, calls the API itself: the same limit, already reached.
    const direct = await fetch(`${site.stack.urls.api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.stack.urls.shell },
      body: JSON.stringify(guess),
    });
    expect(direct.status).toBe(429);
  });
});

describe('a form from anywhere but the site is refused, and nothing is sent', () => {
  const typed = { name: 'Mallory', email: 'mallory@example.com', message: 'Forged' };
  test.each([
    ['another site’s page', () => ({ Origin: 'https://attacker.example' })],
    ['another site, said by its referrer only', () => ({ Referer: 'https://attacker.example/form.html' })],
    ['a page that says nothing of where it comes from', () => ({})],
    ['a cross-site request', () => ({ Origin: site.stack.urls.shell, 'Sec-Fetch-Site': 'cross-site' })],
  ])('%s', async (_what, headers) => {
    const answer = await post('/contact', 'contact', typed, headers());
    expect(answer.status).toBe(403);
    expect((await storedMessages()).some((stored) => stored.email === typed.email)).toBe(false);
  });
});

test('a body too large, another type of body, or an unknown form is refused', async () => {
  const large = await post('/contact', 'contact', { message: 'x'.repeat(100_000) });
  expect(large.status).toBe(413);
  const json = await fetch(`${site.stack.urls.shell}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.stack.urls.shell },
    body: JSON.stringify({ [FORM_NAME_FIELD]: 'contact' }),
  });
  expect(json.status).toBe(415);
  expect((await post('/contact', 'no-such-form', {})).status).toBe(400);
  expect((await post('/dashboard', 'login', {})).status).toBe(404);
});

test('a browser without JavaScript: the contact form refused then sent, and the menu opened at 375 px', async () => {
  const context = await site.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${site.stack.urls.shell}/contact`);
    const form = page.getByRole('form', { name: 'Contact form' });
    const typed = { name: 'Grace', email: 'grace@', message: 'Sent by a browser without scripts' };
    await form.getByLabel('Your Name').fill(typed.name);
    await form.getByLabel('Email').fill(typed.email);
    await form.getByLabel('Message').fill(typed.message);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const emailError = ruleErrors({ ...typed, number: '', subject: '' }, MESSAGE_RULES).email;
    await form.getByText(emailError, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getByLabel('Your Name').inputValue()).toBe(typed.name);
    expect(await form.getByLabel('Message').inputValue()).toBe(typed.message);

    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Message is Updated', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect((await storedMessages()).filter((stored) => stored.message === typed.message)).toHaveLength(1);

    // The app's menu button needs JavaScript: in its place, a disclosure that opens by itself.
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    await page.locator('summary[aria-label="Menu"]').click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${site.stack.urls.shell}/pricing/`);
  } finally {
    await context.close();
  }
});

test('a browser without JavaScript signs in with a second step: the code form on the login page, a spent code refused, a recovery code taken', async () => {
  const account = await registerCustomer(site);
  const session = await apiSession(site.stack.urls, account);
  const { secret } = (await (await session.post('/account/second-factor/totp/start')).json()) as {
    secret: string;
  };
  // The code that confirmed the app is spent: taken once, it is refused at sign-in whenever the test runs.
  const spentCode = totpCode(secret, new Date());
  const confirmed = await session.post('/account/second-factor/totp/confirm', { data: { code: spentCode } });
  expect(confirmed.status()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  await session.dispose();

  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const sessionCookies = async () =>
    (await context.cookies())
      .filter(({ name }) => name.startsWith('sid'))
      .map(({ name, path }) => `${name} ${path}`);
  try {
    const page = await context.newPage();
    await page.goto(`${site.stack.urls.shell}/login`);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Login' }).click();

    const step = page.getByRole('form', { name: 'Second step' });
    const code = step.getByLabel('Code from your authenticator app, or a recovery code');
    await code.waitFor();
    await page.getByText(/^A passkey needs JavaScript\./).waitFor();
    // No session yet: only the pending sign-in, kept for the login page.
    expect(await sessionCookies()).toEqual(['sid-pending /login']);

    await code.fill(spentCode);
    await step.getByRole('button', { name: 'Continue' }).click();
    await step.getByText(SECOND_STEP_FAILED, { exact: true }).waitFor();
    expect(await sessionCookies()).toEqual(['sid-pending /login']);

    await code.fill(recoveryCodes[0]);
    await step.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await sessionCookies()).not.toContain('sid-pending /login');
    const me = await context.request.get(`${site.stack.urls.api}/auth/me`);
    expect(((await me.json()) as { email: string }).email).toBe(account.email);
  } finally {
    await context.close();
  }
});

test('a browser without JavaScript confirms a new e-mail address from the mailed link', async () => {
  const account = await registerCustomer(site);
  const session = await apiSession(site.stack.urls, account);
  const newEmail = `moved-${Date.now()}@example.com`;
  const asked = await session.post('/account/email', {
    data: { newEmail, currentPassword: account.password },
  });
  expect(asked.status()).toBe(202);
  const link = (
    await awaitMail(
      site.stack.dataDir,
      newEmail,
      (mail) => mail.subject === 'Confirm your new e-mail address',
    )
  ).text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no confirmation link mailed');

  const context = await site.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${site.stack.urls.shell}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole('button', { name: 'Confirm new e-mail address' }).click();
    await page.getByText(EMAIL_CONFIRMED_MESSAGE).waitFor();
    expect(((await (await session.get('/auth/me')).json()) as { email: string }).email).toBe(newEmail);
  } finally {
    await context.close();
    await session.dispose();
  }
});
