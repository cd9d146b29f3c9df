import { SECOND_FACTOR_REQUIRED, WRONG_CURRENT_PASSWORD, resourcePath } from '@agency/contracts';
import { BECAME_ADMIN } from '../src/auth/admin-standing';
import { Clock } from '../src/auth/second-factor/clock';
import { totpCode } from '../src/auth/second-factor/totp';
import type { OverridePayload, RoutingDocument } from '@agency/contracts/releases';
import { TracedLogger } from '../src/logging/traced-logger';
import { releaseOf } from './support/release-metadata';
import { paidDesignItem } from './support/design-items';
import { TEST_ADMIN, TestApi } from './support/test-api';
import { SECOND_FACTOR_ENDPOINTS, SECOND_STEP_ENDPOINTS } from '@agency/contracts/endpoints';

const DAY_MS = 86_400_000;
const GRACE_MS = 14 * DAY_MS;
/** The API's clock in these tests: each one sets where it stands, so a grace runs out when the test says. */
const START = Date.UTC(2031, 4, 1, 8, 0, 0);

/**
 * Attacks on who may act for an address, replayed as an attacker would against a fresh API: each registers someone
 * else's address (sign-in works before the address is verified) or holds a session from before a change of role.
 */
describe('trust follows a verified address', () => {
  let api: TestApi;
  let now = START;
  let people = 0;

  beforeAll(async () => {
    jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(now));
    api = await TestApi.start();
    // The configured admin, whose session the tests use past every deadline, has its second step.
    const admin = await api.adminCookie();
    const started = await api.request(SECOND_FACTOR_ENDPOINTS.totpStart.path, {
      method: 'POST',
      cookie: admin,
    });
    const code = totpCode(started.body.secret, new Date(now));
    await api.request(SECOND_FACTOR_ENDPOINTS.totpConfirm.path, {
      method: 'POST',
      cookie: admin,
      body: { code },
    });
  });
  afterAll(async () => {
    await api.close();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    now = START;
  });

  const address = (name: string) => `${name}${++people}-${Date.now()}@example.com`;

  async function invite(email: string): Promise<string> {
    const added = await api.request('/add-user', {
      method: 'POST',
      cookie: await api.adminCookie(),
      body: { userEmail: email, userRole: 'Admin' },
    });
    expect(added.status).toBe(201);
    return added.body._id as string;
  }

  async function mailedToken(to: string): Promise<string | null> {
    return new URL(await api.linkFromOutbox(to)).searchParams.get('token');
  }

  async function adminLines(): Promise<Array<{ action: string; actorEmail: string; changes: unknown[] }>> {
    const log = await api.request('/audit-log/search?area=admin%20users', {
      cookie: await api.adminCookie(),
    });
    return log.body.items;
  }

  it('1. registering an invited address and moving the account to one’s own makes nobody an admin', async () => {
    const boss = address('boss');
    const entryId = await invite(boss);
    const cookie = await api.register(boss, 'attacker-password');
    const attacker = address('attacker');
    const asked = await api.request('/account/email', {
      method: 'POST',
      cookie,
      body: { newEmail: attacker, currentPassword: 'attacker-password' },
    });
    expect(asked.status).toBe(202);
    const confirmed = await api.request('/account/email/confirm', {
      method: 'POST',
      body: { token: await mailedToken(attacker) },
    });
    expect(confirmed.status).toBe(200);

    expect((await api.request('/auth/me', { cookie })).body).toMatchObject({
      email: attacker,
      emailVerified: true,
      isAdmin: false,
    });
    for (const path of ['/users', '/messages', '/audit-log/search'])
      expect((await api.request(path, { cookie })).status).toBe(403);
    // The invitation stays with the address it names, for its owner to take up.
    const entry = await api.request(`/users/${entryId}`, { cookie: await api.adminCookie() });
    expect(entry.body).toMatchObject({ userEmail: boss });
    expect((await adminLines()).filter((line) => line.actorEmail === attacker)).toEqual([]);
  });

  it('1. the invited owner, proving the address, becomes the admin, and that is in the audit log', async () => {
    const owner = address('owner');
    await invite(owner);
    const cookie = await api.registerVerified(owner);
    expect((await api.request('/users', { cookie })).status).toBe(200);
    expect(await adminLines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: BECAME_ADMIN,
          actorEmail: owner,
          changes: [{ field: 'email', value: owner }],
        }),
      ]),
    );
  });

  it('2. an unverified registrant neither reads nor deletes what others sent under the address', async () => {
    const victim = address('victim');
    const sent = await api.request('/add-message', {
      method: 'POST',
      body: {
        name: 'Vera Victim',
        email: victim,
        number: '+49 30 1234567',
        message: 'Call me about my launch',
      },
    });
    expect(sent.status).toBe(201);
    await api.request('/add-subscriber', { method: 'POST', body: { subemail: victim } });

    const cookie = await api.register(victim, 'attacker-password');
    const exported = await api.request('/account/export', { cookie });
    expect(exported.status).toBe(200);
    expect(exported.body.messages).toEqual([]);
    expect(exported.body.subscription).toBeNull();
    expect(JSON.stringify(exported.body)).not.toMatch(/Vera Victim|1234567|launch/);

    const deleted = await api.request('/account', {
      method: 'DELETE',
      cookie,
      body: { password: 'attacker-password' },
    });
    expect(deleted.status).toBe(204);
    expect(await api.db.collection('messages').countDocuments({ email: victim })).toBe(1);
    expect(await api.db.collection('subscribers').countDocuments({ subemail: victim })).toBe(1);
    const inbox = await api.request(`/messages/search?q=${encodeURIComponent(victim)}`, {
      cookie: await api.adminCookie(),
    });
    expect(inbox.body.items.map((message: { name: string }) => message.name)).toEqual(['Vera Victim']);
  });

  it('2. an unverified registrant of an invited address deletes the account only, not the invitation', async () => {
    const invited = address('invited');
    const entryId = await invite(invited);
    const before = (await adminLines()).length;
    const cookie = await api.register(invited, 'attacker-password');
    const deleted = await api.request('/account', {
      method: 'DELETE',
      cookie,
      body: { password: 'attacker-password' },
    });
    expect(deleted.status).toBe(204);
    const entry = await api.request(`/users/${entryId}`, { cookie: await api.adminCookie() });
    expect(entry.status).toBe(200);
    expect(entry.body.userEmail).toBe(invited);
    // Nothing about who is an admin changed, so nothing new under admin users.
    expect((await adminLines()).length).toBe(before);
  });

  it('3. a session opened before promotion gets the deadline from the promotion, and is locked after it', async () => {
    const email = address('promoted');
    const cookie = await api.registerVerified(email);
    expect((await api.request('/users', { cookie })).status).toBe(403);

    now = START + DAY_MS;
    await invite(email);
    // The session signed in as a customer is an admin from its next request, its grace counting from now.
    const me = await api.request('/auth/me', { cookie });
    expect(me.body).toMatchObject({
      isAdmin: true,
      secondFactorSetup: { requiredFrom: new Date(now + GRACE_MS).toISOString(), overdue: false },
    });
    expect((await api.request('/users', { cookie })).status).toBe(200);

    now = START + DAY_MS + GRACE_MS + 1000;
    const refused = await api.request('/users', { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SECOND_FACTOR_REQUIRED);
    // Another admin's second step is out of its reach too.
    const users = (await api.request('/users', { cookie: await api.adminCookie() })).body as Array<{
      _id: string;
      userEmail: string;
    }>;
    const other = users.find((user) => user.userEmail !== email)!;
    const reset = await api.request(resourcePath(SECOND_FACTOR_ENDPOINTS.reset.path, other._id), {
      method: 'DELETE',
      cookie,
    });
    expect(reset.status).toBe(403);
  });

  it('3. after the deadline, adding a second step takes the password again and ends the other sessions', async () => {
    const email = address('late');
    const cookie = await api.registerVerified(email);
    await invite(email);
    const other = await api.login(email, 'customer-password');
    now = START + GRACE_MS + 1000;
    expect((await api.request('/users', { cookie })).status).toBe(403);

    const started = await api.request(SECOND_FACTOR_ENDPOINTS.totpStart.path, { method: 'POST', cookie });
    const code = totpCode(started.body.secret, new Date(now));
    const confirmWith = (extra: { currentPassword?: string }) =>
      api.request(SECOND_FACTOR_ENDPOINTS.totpConfirm.path, {
        method: 'POST',
        cookie,
        body: { code, ...extra },
      });
    for (const extra of [{}, { currentPassword: 'not-the-password' }]) {
      const refused = await confirmWith(extra);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
    expect((await api.request(SECOND_FACTOR_ENDPOINTS.status.path, { cookie })).body.totp).toBe(false);
    expect((await api.request('/auth/me', { cookie: other })).status).toBe(200);

    const added = await confirmWith({ currentPassword: 'customer-password' });
    expect(added.status).toBe(200);
    expect(added.body.recoveryCodes).toHaveLength(10);
    expect((await api.request('/auth/me', { cookie: other })).status).toBe(401);
    expect((await api.request('/users', { cookie })).status).toBe(200);
  });

  it('3. a demotion applies to a session at its next request, and a later promotion starts a new grace', async () => {
    const email = address('demoted');
    const cookie = await api.registerVerified(email);
    const entryId = await invite(email);
    expect((await api.request('/users', { cookie })).status).toBe(200);
    const removed = await api.request(`/users/${entryId}`, {
      method: 'DELETE',
      cookie: await api.adminCookie(),
    });
    expect(removed.status).toBe(200);
    expect((await api.request('/users', { cookie })).status).toBe(403);
    expect((await api.request('/auth/me', { cookie })).body.isAdmin).toBe(false);

    now = START + 30 * DAY_MS;
    await invite(email);
    expect((await api.request('/auth/me', { cookie })).body.secondFactorSetup).toEqual({
      requiredFrom: new Date(now + GRACE_MS).toISOString(),
      overdue: false,
    });
  });

  it('4. an admin locked by the deadline reads design items as a customer does', async () => {
    const admin = await api.adminCookie();
    const added = await api.request('/add-item', {
      method: 'POST',
      cookie: admin,
      body: paidDesignItem('locked-paid'),
    });
    expect(added.status).toBe(201);
    const email = address('locked');
    const cookie = await api.registerVerified(email);
    await invite(email);
    const paidLink = async () =>
      (await api.request('/design-items', { cookie })).body.find(
        (item: { category: string }) => item.category === 'locked-paid',
      )?.canvaLink;
    expect(await paidLink()).toBe('https://canva.example/locked-paid');
    now = START + GRACE_MS + 1000;
    expect(await paidLink()).toBeUndefined();
  });
});

describe('5. release override tokens', () => {
  let api: TestApi;
  let version: string;
  beforeAll(async () => {
    api = await TestApi.start();
    const registered = await api.request('/releases', {
      method: 'POST',
      cookie: await api.adminCookie(),
      body: releaseOf('override-tokens'),
    });
    expect(registered.status).toBe(201);
    version = registered.body.version;
  });
  afterAll(() => api.close());

  async function issuedTo(cookie: string): Promise<string> {
    const issued = await api.request('/releases/overrides', {
      method: 'POST',
      cookie,
      body: { slice: 'mfe-public', version, minutes: 480 },
    });
    expect(issued.status).toBe(201);
    const payload = (issued.body.token as string).split('.')[0]!;
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as OverridePayload).id;
  }

  const live = async () => (await api.request<RoutingDocument>('/releases/routing')).body.liveOverrides ?? [];

  it('end with the session they were issued to', async () => {
    const cookie = await api.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const id = await issuedTo(cookie);
    const kept = await issuedTo(await api.adminCookie());
    expect(await live()).toEqual(expect.arrayContaining([id, kept]));
    expect((await api.request('/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    expect(await live()).not.toContain(id);
    expect(await live()).toContain(kept);
  });

  it("end with the admin's role", async () => {
    const email = `override-admin-${Date.now()}@example.com`;
    const cookie = await api.registerVerified(email);
    const added = await api.request('/add-user', {
      method: 'POST',
      cookie: await api.adminCookie(),
      body: { userEmail: email, userRole: 'Admin' },
    });
    const id = await issuedTo(cookie);
    expect(await live()).toContain(id);
    await api.request(`/users/${added.body._id}`, { method: 'DELETE', cookie: await api.adminCookie() });
    expect(await live()).not.toContain(id);
  });
});

describe("6. the second step's attempt limit", () => {
  let api: TestApi;
  let now = START;
  let secret: string;
  const ATTACKER = '203.0.113.7';
  const OWNER = '198.51.100.2';

  beforeAll(async () => {
    jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(now));
    api = await TestApi.start({ config: { authRateLimitPerMinute: 3, trustedProxies: ['127.0.0.1'] } });
    const admin = await api.adminCookie();
    secret = (await api.request(SECOND_FACTOR_ENDPOINTS.totpStart.path, { method: 'POST', cookie: admin }))
      .body.secret;
    const code = totpCode(secret, new Date(now));
    await api.request(SECOND_FACTOR_ENDPOINTS.totpConfirm.path, {
      method: 'POST',
      cookie: admin,
      body: { code },
    });
  });
  afterAll(async () => {
    await api.close();
    jest.restoreAllMocks();
  });

  /** The password step from an address: the pending sign-in's cookie. */
  async function password(from: string): Promise<string> {
    const answer = await api.request('/auth/login', {
      method: 'POST',
      body: TEST_ADMIN,
      headers: { 'x-forwarded-for': from },
    });
    expect(answer.status).toBe(200);
    return answer.headers
      .getSetCookie()
      .find((value) => value.startsWith('sid-pending='))!
      .split(';')[0]!;
  }

  const code = (pending: string, from: string, value: string) =>
    api.request(SECOND_STEP_ENDPOINTS.code.path, {
      method: 'POST',
      cookie: pending,
      body: { code: value },
      headers: { 'x-forwarded-for': from },
    });

  /** The app's code a step later than the last one used (a code is taken once). */
  function nextCode(): string {
    now += 30_000;
    return totpCode(secret, new Date(now));
  }

  it('is per pending sign-in and address: the password alone cannot lock the owner out', async () => {
    const spent = await password(ATTACKER);
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push((await code(spent, ATTACKER, '000000')).status);
    expect(tries).toEqual([400, 400, 400, 429]);
    // The owner, elsewhere, with the right code: in.
    expect((await code(await password(OWNER), OWNER, nextCode())).status).toBe(200);
  });

  it('never refuses the right code of a new sign-in after a spent one', async () => {
    const spent = await password(ATTACKER);
    for (let i = 0; i < 3; i++) expect((await code(spent, ATTACKER, '000000')).status).toBe(400);
    expect((await code(spent, ATTACKER, nextCode())).status).toBe(429);
    expect((await code(await password(ATTACKER), ATTACKER, nextCode())).status).toBe(200);
  });
});

describe('7. unknown keys', () => {
  it('are refused alike, `_id` included, and nothing changes', async () => {
    const api = await TestApi.start();
    try {
      const { cookie } = await api.customerCookie();
      const before = (await api.request('/account', { cookie })).body;
      for (const key of ['_id', 'isAdmin', 'emailVerified']) {
        const sent = await api.request('/account', {
          method: 'PUT',
          cookie,
          body: { name: 'Mallory', [key]: key === '_id' ? '0123456789abcdef01234567' : 'true' },
        });
        expect(sent.status).toBe(400);
        expect(sent.body.errors).toEqual([expect.objectContaining({ field: key })]);
      }
      expect((await api.request('/account', { cookie })).body).toEqual(before);
    } finally {
      await api.close();
    }
  });
});

describe('8. log lines', () => {
  it('write out the control characters of the fields an IPN sent, one line per message', async () => {
    const written: string[] = [];
    const api = await TestApi.start({
      logger: new TracedLogger({ json: false, colors: false, prefix: 'api' }),
    });
    const capture = (stream: NodeJS.WriteStream) =>
      jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
    try {
      const spies = [capture(process.stdout), capture(process.stderr)];
      const posted = await api.request('/payments/ipn', {
        method: 'POST',
        body: new URLSearchParams({
          txn_id: 'TXN1\n[Nest] 1 - ERROR forged line\u001b[2J',
          payment_status: 'Completed\r',
          custom: '0123456789abcdef01234567',
          mc_gross: '19.99',
          mc_currency: 'EUR',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await api.settled();
      spies.forEach((spy) => spy.mockRestore());
      expect(posted.status).toBe(200);
      const lines = written.filter((text) => text.includes('TXN1'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('TXN1\\n[Nest] 1 - ERROR forged line\\x1b[2J');
      expect(lines[0]).toContain('Completed\\r');
      // eslint-disable-next-line no-control-regex -- no control character may be left on the line
      expect(lines[0]!.trimEnd()).not.toMatch(/[\u0000-\u001f]/);
    } finally {
      await api.close();
    }
  });
});
