import { LOGIN_FAILED_MESSAGE, RESET_REQUESTED_MESSAGE } from '@agency/contracts';
import { LINK_UNUSABLE } from '../src/auth/accounts.service';
import { SHELL_ORIGIN, TEST_ADMIN, TestApi } from './support/test-api';

/** A JSON POST's answer as bytes: status, every header but the date, and the body text. */
async function rawPost(api: TestApi, path: string, body: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, text: await response.text() };
}

describe('accounts and sessions', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  /** Reset links are mailed after the request was answered. */
  const settled = () => api.settled();

  async function mailedResetLink(email: string): Promise<URL> {
    await settled();
    return new URL(await api.linkFromOutbox(email));
  }

  async function checkLink(token: string) {
    const { status, body } = await api.request(`/auth/reset/check?token=${encodeURIComponent(token)}`);
    return { status, body };
  }

  it('registers, signs in, tells who is signed in, and signs out on the server', async () => {
    const registered = await api.request('/auth/register', {
      method: 'POST',
      body: { email: '  Ada.Lovelace@Example.com ', password: 'analytical' },
    });
    expect(registered.status).toBe(202);
    expect(registered.body.message).toMatch(/We sent a message to this address/);
    expect(registered.headers.get('set-cookie')).toBeNull();
    await settled(); // the link is mailed after the answer
    expect(api.outbox().pop()).toMatchObject({
      to: 'ada.lovelace@example.com',
      subject: 'Confirm your e-mail address',
    });

    const signedIn = await api.request('/auth/login', {
      method: 'POST',
      body: { email: 'ADA.lovelace@example.com', password: 'analytical' },
    });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const cookie = await api.login('ADA.lovelace@example.com', 'analytical');
    const me = await api.request('/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ email: 'ada.lovelace@example.com', isAdmin: false, emailVerified: false });
    expect(JSON.stringify(me.body)).not.toMatch(/hash|token/i);

    expect((await api.request('/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    expect((await api.request('/auth/me', { cookie })).status).toBe(401);
  });

  it('tells the site who is signed in without a failed request: /auth/session answers 200 for everyone', async () => {
    const anonymous = await api.request('/auth/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
    expect((await api.request('/auth/session', { cookie: 'sid=forged-token' })).body).toEqual({ user: null });

    const cookie = await api.register('session.reader@example.com');
    const signedIn = await api.request('/auth/session', { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({
      user: { email: 'session.reader@example.com', isAdmin: false, emailVerified: false, language: 'en' },
    });

    await api.request('/auth/logout', { method: 'POST', cookie });
    expect((await api.request('/auth/session', { cookie })).body).toEqual({ user: null });
  });

  it('takes a JSON content type with no body as an empty object: logout works, a form names its missing field', async () => {
    const cookie = await api.register('bodiless@example.com');
    const bodiless = { 'content-type': 'application/json' };
    const logout = await api.request('/auth/logout', { method: 'POST', cookie, headers: bodiless });
    expect(logout.status).toBe(204);
    expect((await api.request('/auth/me', { cookie })).status).toBe(401);

    const login = await api.request('/auth/login', { method: 'POST', headers: bodiless });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Email is Required');

    const broken = await api.request('/auth/login', { method: 'POST', headers: bodiless, body: '{"email":' });
    expect(broken.status).toBe(400);
  });

  it('answers registration byte for byte alike for a new and a taken e-mail; the owner is mailed, the account unchanged', async () => {
    await api.register('grace@example.com', 'grace-password');
    const taken = await rawPost(api, '/auth/register', {
      email: 'GRACE@example.com',
      password: 'another-one',
    });
    const fresh = await rawPost(api, '/auth/register', {
      email: 'hopper@example.com',
      password: 'another-one',
    });
    expect(taken).toEqual(fresh);
    expect(taken.status).toBe(202);

    expect(
      api
        .outbox()
        .filter((mail) => mail.to === 'grace@example.com')
        .pop(),
    ).toMatchObject({
      subject: 'You already have an account',
    });
    expect(await api.db.collection('accounts').countDocuments({ email: 'grace@example.com' })).toBe(1);
    await expect(api.login('grace@example.com', 'another-one')).rejects.toThrow(/401/);
    await api.login('grace@example.com', 'grace-password');
  });

  it.each([
    [{ password: 'secret1' }, 'Email is Required'],
    [{ email: '', password: 'secret1' }, 'Email is Required'],
    [{ email: 'a1@b2.c3', password: 'secret1' }, 'Provide a Valid Email'],
    [{ email: 'not-an-address', password: 'secret1' }, 'Provide a Valid Email'],
    [{ email: 'ok@example.com' }, 'Password is Required'],
    [{ email: 'ok@example.com', password: '12345' }, 'Minimum 6 Characters'],
  ])('validates %j with the product description message', async (body, message) => {
    for (const path of ['/auth/register', '/auth/login']) {
      const response = await api.request(path, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it.each([
    { email: { $gt: '' }, password: { $gt: '' } },
    { email: { $ne: null }, password: 'whatever1' },
    { email: [TEST_ADMIN.email], password: 'whatever1' },
    { email: TEST_ADMIN.email, password: { $regex: '.*' } },
    { email: TEST_ADMIN.email, password: TEST_ADMIN.password, $where: '1' },
  ])('refuses operator injection %j with 400 and no session', async (body) => {
    const response = await api.request('/auth/login', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers a failed login the same for an unknown e-mail and a wrong password', async () => {
    await api.register('known@example.com', 'right-password');
    const wrong = await api.request('/auth/login', {
      method: 'POST',
      body: { email: 'known@example.com', password: 'wrong-password' },
    });
    const unknown = await api.request('/auth/login', {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(LOGIN_FAILED_MESSAGE);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('resets a password through the e-mailed link exactly once and ends the old sessions', async () => {
    const email = 'forgetful@example.com';
    const oldSession = await api.register(email, 'first-password');

    const request = await api.request('/auth/reset', { method: 'POST', body: { email } });
    expect(request.status).toBe(202);
    expect(request.body.message).toBe(RESET_REQUESTED_MESSAGE);
    const link = await mailedResetLink(email);
    expect(link.origin + link.pathname).toBe(`${SHELL_ORIGIN}/reset`);
    const token = link.searchParams.get('token')!;
    expect(await checkLink(token)).toEqual({ status: 200, body: { valid: true } });

    const confirm = await api.request('/auth/reset/confirm', {
      method: 'POST',
      body: { token, password: 'second-password' },
    });
    expect(confirm.status).toBe(200);
    const reused = await api.request('/auth/reset/confirm', {
      method: 'POST',
      body: { token, password: 'third-password' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(LINK_UNUSABLE);
    expect(await checkLink(token)).toEqual({
      status: 410,
      body: { statusCode: 410, message: LINK_UNUSABLE },
    });

    expect((await api.request('/auth/me', { cookie: oldSession })).status).toBe(401);
    await expect(api.login(email, 'first-password')).rejects.toThrow(/401/);
    const cookie = await api.login(email, 'second-password');
    expect((await api.request('/auth/me', { cookie })).body.emailVerified).toBe(true);
  });

  it('makes every older reset link unusable once a newer one is issued or used', async () => {
    const email = 'twice@example.com';
    await api.register(email, 'first-password');
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      await api.request('/auth/reset', { method: 'POST', body: { email } });
      tokens.push((await mailedResetLink(email)).searchParams.get('token')!);
    }
    const [oldest, older, newest] = tokens as [string, string, string];
    expect(new Set(tokens).size).toBe(3);
    for (const token of [oldest, older]) {
      expect((await checkLink(token)).status).toBe(410);
      const refused = await api.request('/auth/reset/confirm', {
        method: 'POST',
        body: { token, password: 'stolen-password' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(LINK_UNUSABLE);
    }
    await expect(api.login(email, 'stolen-password')).rejects.toThrow(/401/);

    expect((await checkLink(newest)).status).toBe(200);
    const used = await api.request('/auth/reset/confirm', {
      method: 'POST',
      body: { token: newest, password: 'second-password' },
    });
    expect(used.status).toBe(200);
    const unused = await api.db
      .collection('one_time_tokens')
      .countDocuments({ purpose: 'reset-password', usedAt: null });
    expect(unused).toBe(0);
    await api.login(email, 'second-password');
  });

  it.each(['', 'short', 'x'.repeat(43), 'y'.repeat(500)])(
    'says a reset link %j has expired or was already used',
    async (token) => {
      expect(await checkLink(token)).toEqual({
        status: 410,
        body: { statusCode: 410, message: LINK_UNUSABLE },
      });
    },
  );

  it('answers a reset request for an unknown e-mail byte for byte as for a known one, and sends nothing', async () => {
    await api.register('known-reset@example.com');
    await settled();
    const before = api.outbox().length;
    const unknown = await rawPost(api, '/auth/reset', { email: 'ghost@example.com' });
    const known = await rawPost(api, '/auth/reset', { email: 'known-reset@example.com' });
    expect(unknown).toEqual(known);
    expect(unknown.status).toBe(202);
    expect(JSON.parse(unknown.text).message).toBe(RESET_REQUESTED_MESSAGE);
    await settled();
    expect(
      api
        .outbox()
        .slice(before)
        .map((mail) => mail.to),
    ).toEqual(['known-reset@example.com']);
  });

  it('refuses an expired session', async () => {
    const { cookie } = await api.customerCookie();
    expect((await api.request('/auth/me', { cookie })).status).toBe(200);
    await api.db.collection('sessions').updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api.request('/auth/me', { cookie })).status).toBe(401);
  });

  it('keeps no password or token in clear in the database', async () => {
    const { email, cookie } = await api.customerCookie();
    const account = await api.db.collection('accounts').findOne({ email });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(account?.passwordHash).toMatch(/[$,]m=19456[,$]/);
    expect(account?.passwordHash).toMatch(/[$,]t=2[,$]/);
    const token = decodeURIComponent(cookie.split('=')[1]!);
    const stored = JSON.stringify(await api.db.collection('sessions').find().toArray());
    expect(stored).not.toContain(token);
  });
});

describe('cross-site protection, CORS and headers', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  const login = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };

  it('refuses state-changing requests from an origin outside the allowlist', async () => {
    const response = await api.request('/auth/login', {
      method: 'POST',
      body: login,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses cross-site requests announced by the browser', async () => {
    const response = await api.request('/auth/login', {
      method: 'POST',
      body: login,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the allowlisted origin', async () => {
    const response = await api.request('/auth/login', {
      method: 'POST',
      body: login,
      headers: { origin: SHELL_ORIGIN },
    });
    expect(response.status).toBe(200);
  });

  it('requires JSON bodies, which a cross-site HTML form cannot send', async () => {
    const response = await api.request('/auth/login', {
      method: 'POST',
      body: JSON.stringify(login),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
  });

  it('answers CORS only for allowlisted origins, with credentials and never *', async () => {
    const allowed = await api.request('/auth/me', {
      method: 'OPTIONS',
      headers: { origin: SHELL_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await api.request('/auth/me', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['/health', '/auth/me', '/no-such-route'])(
    'answers %s with a policy that loads nothing and cannot be framed, and without the pages-only headers',
    async (route) => {
      const response = await api.request(route);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
      for (const pageOnly of ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect([route, pageOnly, response.headers.get(pageOnly)]).toEqual([route, pageOnly, null]);
    },
  );

  it('sends pages (the API docs) the strict document policy and the pages-only headers', async () => {
    const docs = await TestApi.start({ config: { apiDocs: true } });
    try {
      const response = await docs.request('/docs');
      expect(response.headers.get('content-type')).toContain('text/html');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(permissions).toContain(`${feature}=()`);
    } finally {
      await docs.close();
    }
  });
});

describe('rate limits', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start({ config: { authRateLimitPerMinute: 10 } });
  });
  afterAll(() => api.close());

  it('answers the 11th login attempt in a minute with 429 and Retry-After', async () => {
    const attempt = () =>
      api.request('/auth/login', {
        method: 'POST',
        body: { email: 'target@example.com', password: 'guessing' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('failed sign-ins from a stranger', () => {
  const LIMIT = 5;
  let api: TestApi;

  beforeAll(async () => {
    // The test client connects from 127.0.0.1 and plays a trusted proxy, so X-Forwarded-For names each client.
    api = await TestApi.start({ config: { authRateLimitPerMinute: LIMIT, trustedProxies: ['127.0.0.1'] } });
  });
  afterAll(() => api.close());

  const signIn = (from: string, email: string, password: string) =>
    api.request('/auth/login', {
      method: 'POST',
      body: { email, password },
      headers: { 'x-forwarded-for': from },
    });

  it('limit the stranger, never the account: its owner signs in from elsewhere', async () => {
    await api.register('owner@example.com', 'owner-password');
    for (let i = 0; i < LIMIT; i++)
      expect((await signIn('203.0.113.66', 'owner@example.com', 'guessing')).status).toBe(401);
    const limited = await signIn('203.0.113.66', 'owner@example.com', 'guessing');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not even the right password passes from the limited address, so guessing gains nothing there.
    expect((await signIn('203.0.113.66', 'owner@example.com', 'owner-password')).status).toBe(429);

    expect((await signIn('198.51.100.20', 'owner@example.com', 'owner-password')).status).toBe(200);
  });

  it('cap one address across every account it tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 3 + 1; i++)
      statuses.push((await signIn('203.0.113.77', `victim${i}@example.com`, 'guessing')).status);
    expect(statuses.slice(0, LIMIT * 3).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await signIn('198.51.100.21', 'victim0@example.com', 'guessing')).status).toBe(401);
  });
});

describe('sessions across API processes', () => {
  it('accepts on a second process a session made on the first', async () => {
    const first = await TestApi.start();
    const second = await TestApi.start({ database: first.database });
    try {
      const cookie = await first.register('traveller@example.com');
      const me = await second.request('/auth/me', { cookie });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('traveller@example.com');
      await second.request('/auth/logout', { method: 'POST', cookie });
      expect((await first.request('/auth/me', { cookie })).status).toBe(401);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('removing admins', () => {
  it('marks listed admins who have not verified yet, and removes an admin: never oneself, never the last', async () => {
    // An API of its own: the admin count must start at one.
    const api = await TestApi.start();
    try {
      const admin = await api.adminCookie();
      const added = await api.request('/add-user', {
        method: 'POST',
        cookie: admin,
        body: { userEmail: 'colleague@example.com', userRole: 'Admin' },
      });
      const pending = (await api.request('/users', { cookie: admin })).body as Array<{
        _id: string;
        userEmail: string;
        pendingVerification: boolean;
      }>;
      expect(pending.find((u) => u.userEmail === 'colleague@example.com')?.pendingVerification).toBe(true);
      expect(pending.find((u) => u.userEmail === TEST_ADMIN.email)?.pendingVerification).toBe(false);

      const colleague = await api.register('colleague@example.com');
      await api.verifyFromOutbox('colleague@example.com');
      const listed = (await api.request('/users', { cookie: admin })).body as typeof pending;
      expect(listed.find((u) => u.userEmail === 'colleague@example.com')?.pendingVerification).toBe(false);
      const own = listed.find((u) => u.userEmail === TEST_ADMIN.email)!;

      const { cookie: customer } = await api.customerCookie();
      expect(
        (await api.request(`/users/${added.body._id}`, { method: 'DELETE', cookie: customer })).status,
      ).toBe(403);
      const self = await api.request(`/users/${own._id}`, { method: 'DELETE', cookie: admin });
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('You cannot remove yourself from the admin list');

      // Each removes the other at the same moment: whatever the interleaving, an admin is left.
      const answers = await Promise.all([
        api.request(`/users/${added.body._id}`, { method: 'DELETE', cookie: admin }),
        api.request(`/users/${own._id}`, { method: 'DELETE', cookie: colleague }),
      ]);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const admins = () => api.db.collection('users').countDocuments({ userRole: 'Admin' });
      expect(await admins()).toBeGreaterThanOrEqual(1);

      // Put the list back to the configured admin alone, then that admin cannot remove the last one: itself.
      if (!(await api.db.collection('users').findOne({ userEmail: TEST_ADMIN.email }))) {
        await api.request('/add-user', {
          method: 'POST',
          cookie: colleague,
          body: { userEmail: TEST_ADMIN.email, userRole: 'Admin' },
        });
      }
      const colleagueRecord = await api.db
        .collection('users')
        .findOne({ userEmail: 'colleague@example.com' });
      if (colleagueRecord) {
        const removed = await api.request(`/users/${colleagueRecord._id.toHexString()}`, {
          method: 'DELETE',
          cookie: admin,
        });
        expect(removed.status).toBe(200);
        expect(removed.body.userEmail).toBe('colleague@example.com');
      }
      expect(await admins()).toBe(1);
      const ownNow = (await api.db.collection('users').findOne({ userEmail: TEST_ADMIN.email }))!;
      const last = await api.request(`/users/${ownNow._id.toHexString()}`, {
        method: 'DELETE',
        cookie: admin,
      });
      expect(last.status).toBe(403);
      expect(await admins()).toBe(1);
      expect((await api.request('/auth/me', { cookie: colleague })).body.isAdmin).toBe(false);
    } finally {
      await api.close();
    }
  });
});

describe('admin rights', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  it('gives the configured admin a verified account with admin rights', async () => {
    const me = await api.request('/auth/me', { cookie: await api.adminCookie() });
    expect(me.body).toEqual({
      email: TEST_ADMIN.email,
      isAdmin: true,
      emailVerified: true,
      // Without a second sign-in step yet: the admin is told until when the back office stays open.
      secondFactorSetup: { requiredFrom: expect.any(String), overdue: false },
    });
  });

  it('grants a listed e-mail admin rights only once its owner verified it', async () => {
    const admin = await api.adminCookie();
    const added = await api.request('/add-user', {
      method: 'POST',
      cookie: admin,
      body: { userEmail: 'Boss@Example.com', userRole: 'Admin' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userEmail: 'boss@example.com', userRole: 'Admin' });

    const squatter = await api.register('boss@example.com');
    expect((await api.request('/auth/me', { cookie: squatter })).body.isAdmin).toBe(false);
    expect((await api.request('/users', { cookie: squatter })).status).toBe(403);

    // The mailed link opens the site's page, which asks the API to verify and is told it did.
    const link = new URL(await api.linkFromOutbox('boss@example.com'));
    expect(`${link.origin}${link.pathname}`).toBe(`${SHELL_ORIGIN}/verify-email`);
    const verify = await api.verifyFromOutbox('boss@example.com');
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ verified: true });
    expect(verify.headers.get('cache-control')).toBe('no-store');
    // Used once: the link opened again, straight at the API as a browser would, goes on to the site's /login.
    const again = await api.request(`/auth/verify-email${link.search}`, { headers: { accept: 'text/html' } });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${SHELL_ORIGIN}/login?verified=0`);

    expect((await api.request('/auth/me', { cookie: squatter })).body.isAdmin).toBe(true);
    expect((await api.request('/users', { cookie: squatter })).status).toBe(200);
  });

  it('keeps the admin list admin-only and validated', async () => {
    const { cookie } = await api.customerCookie();
    expect((await api.request('/users')).status).toBe(401);
    expect((await api.request('/users', { cookie })).status).toBe(403);
    expect(
      (await api.request('/add-user', { method: 'POST', cookie, body: { userEmail: 'me@example.com' } }))
        .status,
    ).toBe(403);

    const admin = await api.adminCookie();
    const bad = await api.request('/add-user', {
      method: 'POST',
      cookie: admin,
      body: { userEmail: 'x@y.z', userRole: 'Root' },
    });
    expect(bad.status).toBe(400);
    const list = await api.request('/users', { cookie: admin });
    expect(list.body.map((u: { userEmail: string }) => u.userEmail)).not.toContain('x@y.z');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['unknown', 'Root'],
    ['not text', 7],
  ])('refuses an %s userRole with 400 naming the field, on add and on update', async (_kind, userRole) => {
    const admin = await api.adminCookie();
    const added = await api.request('/add-user', {
      method: 'POST',
      cookie: admin,
      body: { userEmail: 'role-check@example.com', userRole },
    });
    expect(added.status).toBe(400);
    expect(added.body.errors.map((e: { field: string }) => e.field)).toEqual(['userRole']);
    expect(added.body.message).toMatch(/^userRole /);
    const list = await api.request('/users', { cookie: admin });
    expect(list.body.map((u: { userEmail: string }) => u.userEmail)).not.toContain('role-check@example.com');

    const own = list.body.find((u: { userEmail: string }) => u.userEmail === TEST_ADMIN.email);
    const updated = await api.request(`/upadete-users/${own._id}`, {
      method: 'PUT',
      cookie: admin,
      body: { userEmail: TEST_ADMIN.email, userRole },
    });
    expect(updated.status).toBe(400);
    expect(updated.body.errors.map((e: { field: string }) => e.field)).toEqual(['userRole']);
  });

  it('updates an admin record at the documented misspelt path', async () => {
    const admin = await api.adminCookie();
    const added = await api.request('/add-user', {
      method: 'POST',
      cookie: admin,
      body: { userEmail: 'helper@example.com' },
    });
    const id = added.body._id;
    const updated = await api.request(`/upadete-users/${id}`, {
      method: 'PUT',
      cookie: admin,
      body: { userEmail: 'assistant@example.com', userRole: 'Admin' },
    });
    expect(updated.status).toBe(200);
    expect((await api.request(`/users/${id}`, { cookie: admin })).body.userEmail).toBe(
      'assistant@example.com',
    );
    expect((await api.request('/users/not-an-id', { cookie: admin })).status).toBe(400);
    expect((await api.request('/users/0123456789abcdef01234567', { cookie: admin })).status).toBe(404);
  });
});
