import { ObjectId } from 'mongodb';
import {
  LAST_ADMIN_ACCOUNT,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  type AccountSession,
  type AuditEntry,
  type SearchPage,
} from '@agency/contracts';
import { ANONYMISED_ORDER } from '../src/account/account-data.service';
import { STOPPED_BEING_ADMIN } from '../src/auth/admin-standing';
import { createPricing, CUSTOMER_DETAILS, placeOrder } from './orders-support';
import { TEST_ADMIN, TestApi } from './support/test-api';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('accounts people manage themselves', () => {
  let api: TestApi;
  let packageId: string;
  let accounts = 0;

  beforeAll(async () => {
    api = await TestApi.start();
    packageId = await createPricing(api, 'Basic', '19.00');
  });
  afterAll(() => api.close());

  /** A new customer and a second session of theirs from another browser. */
  async function customerWithTwoSessions() {
    const email = `self${++accounts}-${Date.now()}@example.com`;
    const password = 'first-password';
    const cookie = await api.registerVerified(email, password);
    const other = await signIn(email, password, SAFARI_ON_IPHONE);
    return { email, password, cookie, other };
  }

  async function signIn(email: string, password: string, userAgent: string): Promise<string> {
    const response = await api.request('/auth/login', {
      method: 'POST',
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  async function me(cookie: string): Promise<number> {
    return (await api.request('/auth/me', { cookie })).status;
  }

  describe('details', () => {
    it('answers the account and keeps a name and billing details; a bad field is a 400 naming it', async () => {
      const { email, cookie } = await customerWithTwoSessions();
      const before = await api.request('/account', { cookie });
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ email, name: '', billingAddress: '', billingCountry: '' });

      const saved = await api.request('/account', {
        method: 'PUT',
        cookie,
        body: {
          name: ' Ada Lovelace ',
          billingAddress: '12 Analytical Row',
          billingCountry: 'United Kingdom',
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ name: 'Ada Lovelace', billingCountry: 'United Kingdom' });

      const tooLong = await api.request('/account', {
        method: 'PUT',
        cookie,
        body: { name: 'x'.repeat(101) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual([
        { field: 'name', message: 'Name must be at most 100 characters' },
      ]);
      const unknown = await api.request('/account', {
        method: 'PUT',
        cookie,
        body: { email: 'a@b.example' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0].field).toBe('email');

      // Partial: only what is sent changes.
      await api.request('/account', { method: 'PUT', cookie, body: { billingCountry: 'France' } });
      expect((await api.request('/account', { cookie })).body).toMatchObject({
        name: 'Ada Lovelace',
        billingAddress: '12 Analytical Row',
        billingCountry: 'France',
      });
    });

    it('is for signed-in users only', async () => {
      expect((await api.request('/account')).status).toBe(401);
    });
  });

  describe('password', () => {
    it('needs the current password, then ends every other session and keeps this one', async () => {
      const { email, cookie, other } = await customerWithTwoSessions();
      const wrong = await api.request('/account/password', {
        method: 'PUT',
        cookie,
        body: { currentPassword: 'not-it', newPassword: 'second-password' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
      expect(await me(other)).toBe(200);

      const short = await api.request('/account/password', {
        method: 'PUT',
        cookie,
        body: { currentPassword: 'first-password', newPassword: '12345' },
      });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual([{ field: 'newPassword', message: 'Minimum 6 Characters' }]);

      const changed = await api.request('/account/password', {
        method: 'PUT',
        cookie,
        body: { currentPassword: 'first-password', newPassword: 'second-password' },
      });
      expect(changed.status).toBe(200);
      expect(await me(cookie)).toBe(200);
      expect(await me(other)).toBe(401);

      const old = await api.request('/auth/login', {
        method: 'POST',
        body: { email, password: 'first-password' },
      });
      expect(old.status).toBe(401);
      await signIn(email, 'second-password', FIREFOX_ON_LINUX);
      await api.settled();
      expect(
        api
          .outbox()
          .filter((mail) => mail.to === email)
          .pop()?.subject,
      ).toBe('Your password was changed');
    });

    it('stops a reset link mailed before the change', async () => {
      const { email, cookie } = await customerWithTwoSessions();
      await api.request('/auth/reset', { method: 'POST', body: { email } });
      await api.settled();
      const token = new URL(await api.linkFromOutbox(email)).searchParams.get('token');
      await api.request('/account/password', {
        method: 'PUT',
        cookie,
        body: { currentPassword: 'first-password', newPassword: 'second-password' },
      });
      const reset = await api.request('/auth/reset/confirm', {
        method: 'POST',
        body: { token, password: 'third-password' },
      });
      expect(reset.status).toBe(400);
    });
  });

  describe('sessions', () => {
    it('lists the sessions with browser, system, address and times, the current one marked first', async () => {
      const { email, password } = await customerWithTwoSessions();
      const firefox = await signIn(email, password, FIREFOX_ON_LINUX);
      const listed = await api.request<AccountSession[]>('/account/sessions', { cookie: firefox });
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(3);
      expect(listed.body[0]).toMatchObject({
        browser: 'Firefox 132',
        system: 'Linux',
        address: '127.0.0.1',
        place: 'This network',
        current: true,
      });
      expect(listed.body.filter((session) => session.current)).toHaveLength(1);
      expect(listed.body.map((session) => `${session.browser} on ${session.system}`)).toContain(
        'Safari 17 on iOS 17',
      );
      for (const session of listed.body) {
        expect(Date.parse(session.createdAt)).not.toBeNaN();
        expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
      }
    });

    it('tells the places and unknown devices in the account’s language', async () => {
      const { cookie } = await customerWithTwoSessions();
      expect(
        (await api.request('/account', { method: 'PUT', cookie, body: { language: 'de' } })).status,
      ).toBe(200);
      const anonymous = await api.request('/auth/login', {
        method: 'POST',
        body: {
          email: (await api.request<{ email: string }>('/auth/me', { cookie })).body.email,
          password: 'first-password',
        },
        headers: { 'user-agent': '' },
      });
      expect(anonymous.status).toBe(200);
      const listed = await api.request<AccountSession[]>('/account/sessions', { cookie });
      expect(listed.body.map((session) => session.place)).toEqual([
        'Dieses Netzwerk',
        'Dieses Netzwerk',
        'Dieses Netzwerk',
      ]);
      expect(listed.body).toContainEqual(
        expect.objectContaining({ browser: 'Unbekannter Browser', system: 'Unbekanntes System' }),
      );
    });

    it('signs out one session, only one of the account’s own', async () => {
      const { cookie, other } = await customerWithTwoSessions();
      const stranger = await customerWithTwoSessions();
      const listed = (await api.request<AccountSession[]>('/account/sessions', { cookie })).body;
      const otherSession = listed.find((session) => !session.current)!;
      const strangers = (
        await api.request<AccountSession[]>('/account/sessions', { cookie: stranger.cookie })
      ).body;

      const refused = await api.request(`/account/sessions/${strangers[0]!._id}`, {
        method: 'DELETE',
        cookie,
      });
      expect(refused.status).toBe(404);
      expect(await me(stranger.cookie)).toBe(200);
      const badId = await api.request('/account/sessions/nope', { method: 'DELETE', cookie });
      expect(badId.status).toBe(400);

      const ended = await api.request(`/account/sessions/${otherSession._id}`, { method: 'DELETE', cookie });
      expect(ended.status).toBe(204);
      expect(await me(other)).toBe(401);
      expect(await me(cookie)).toBe(200);
    });

    it('signs out everywhere else', async () => {
      const { email, password, cookie, other } = await customerWithTwoSessions();
      const third = await signIn(email, password, FIREFOX_ON_LINUX);
      const ended = await api.request('/account/sessions/end-others', { method: 'POST', cookie });
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({ ended: 2 });
      expect([await me(cookie), await me(other), await me(third)]).toEqual([200, 401, 401]);
    });

    it('records when a session was last used as the site reads who is signed in', async () => {
      const { cookie } = await customerWithTwoSessions();
      const sessions = api.db.collection('sessions');
      const [mine] = (await api.request<AccountSession[]>('/account/sessions', { cookie })).body;
      const longAgo = new Date(Date.now() - 3_600_000);
      await sessions.updateOne({ _id: new ObjectId(mine!._id) }, { $set: { lastSeenAt: longAgo } });
      expect((await api.request('/auth/session', { cookie })).body.user).not.toBeNull();
      await api.settled();
      const touched = await sessions.findOne({ _id: new ObjectId(mine!._id) });
      expect(touched?.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
    });
  });

  describe('your data', () => {
    it('downloads the account, its orders, its messages and its subscription as JSON', async () => {
      const { email, cookie } = await customerWithTwoSessions();
      const order = await placeOrder(api, cookie, packageId);
      await api.request('/add-message', {
        method: 'POST',
        body: { name: 'Ada', email, message: 'Hello from Ada' },
      });
      await api.request('/add-message', {
        method: 'POST',
        body: { name: 'Someone', email: 'someone-else@example.com', message: 'Not Ada' },
      });
      await api.request('/add-subscriber', { method: 'POST', body: { subemail: email } });

      const file = await api.request('/account/export', { cookie });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
      expect(file.headers.get('content-type')).toMatch(/^application\/json/);
      expect(file.body.account).toMatchObject({ email, isAdmin: false });
      expect(file.body.orders.map((o: { _id: string }) => o._id)).toEqual([order._id]);
      expect(file.body.orders[0]).toMatchObject(CUSTOMER_DETAILS);
      expect(file.body.messages.map((m: { message: string }) => m.message)).toEqual(['Hello from Ada']);
      expect(file.body.subscription).toMatchObject({ subemail: email });
      expect(file.body.sessions).toHaveLength(2);
      expect(JSON.stringify(file.body)).not.toMatch(/passwordHash|tokenHash|searchWords/);
    });

    it('deletes the account with its password, keeps paid orders anonymised and unsubscribes the address', async () => {
      const { email, cookie, other } = await customerWithTwoSessions();
      const paid = await placeOrder(api, cookie, packageId);
      const unpaid = await placeOrder(api, cookie, packageId);
      const orders = api.db.collection('orders');
      await orders.updateOne({ _id: new ObjectId(paid._id) }, { $set: { paymentStatus: 'Paid' } });
      await api.request('/add-message', { method: 'POST', body: { name: 'Ada', email, message: 'Bye' } });
      await api.request('/add-subscriber', { method: 'POST', body: { subemail: email } });

      const noPassword = await api.request('/account', { method: 'DELETE', cookie, body: {} });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.errors[0].field).toBe('password');
      const wrong = await api.request('/account', { method: 'DELETE', cookie, body: { password: 'not-it' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([{ field: 'password', message: WRONG_PASSWORD }]);
      expect(await me(cookie)).toBe(200);

      const deleted = await api.request('/account', {
        method: 'DELETE',
        cookie,
        body: { password: 'first-password' },
      });
      expect(deleted.status).toBe(204);
      expect(deleted.headers.getSetCookie().some((value) => /^sid=;/.test(value))).toBe(true);
      expect([await me(cookie), await me(other)]).toEqual([401, 401]);
      expect(await api.db.collection('accounts').countDocuments({ email })).toBe(0);
      expect(await api.db.collection('messages').countDocuments({ email })).toBe(0);
      expect(await api.db.collection('subscribers').countDocuments({ subemail: email })).toBe(0);
      expect(await orders.countDocuments({ _id: new ObjectId(unpaid._id) })).toBe(0);

      // An admin still sees the sale, not the person.
      const admin = await api.adminCookie();
      const kept = await api.request(`/order/${paid._id}`, { cookie: admin });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({
        ...ANONYMISED_ORDER,
        packageName: 'Basic',
        packagePrice: '19.00',
        paymentStatus: 'Paid',
      });
      const byName = await api.request('/orders/search?q=Lovelace', { cookie: admin });
      expect(byName.body.items.map((o: { _id: string }) => o._id)).not.toContain(paid._id);
      expect(JSON.stringify(await orders.findOne({ _id: new ObjectId(paid._id) }))).not.toContain(email);

      await api.settled();
      expect(
        api
          .outbox()
          .filter((mail) => mail.to === email)
          .pop()?.subject,
      ).toBe('Your account was deleted');
      const again = await api.request('/auth/login', {
        method: 'POST',
        body: { email, password: 'first-password' },
      });
      expect(again.status).toBe(401);
    });

    it('refuses to delete the last admin, and audits an admin’s own writes', async () => {
      const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, FIREFOX_ON_LINUX);
      const refused = await api.request('/account', {
        method: 'DELETE',
        cookie: admin,
        body: { password: TEST_ADMIN.password },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(LAST_ADMIN_ACCOUNT);
      expect(await me(admin)).toBe(200);
      expect(await api.db.collection('users').countDocuments({ userEmail: TEST_ADMIN.email })).toBe(1);

      await api.request('/account', { method: 'PUT', cookie: admin, body: { name: 'Head Admin' } });
      const log = await api.request<SearchPage<AuditEntry>>('/audit-log/search?area=accounts', {
        cookie: admin,
      });
      expect(log.body.items[0]).toMatchObject({
        action: 'Changed own account details',
        actorEmail: TEST_ADMIN.email,
        changes: [{ field: 'name', value: 'Head Admin' }],
      });
    });

    it('lets a second admin delete their account, which takes them off the admin list, audited', async () => {
      const email = `second-admin-${Date.now()}@example.com`;
      const { insertedId } = await api.db
        .collection('users')
        .insertOne({ userEmail: email, userRole: 'Admin' });
      const cookie = await api.registerVerified(email, 'admin-two-password');
      const deleted = await api.request('/account', {
        method: 'DELETE',
        cookie,
        body: { password: 'admin-two-password' },
      });
      expect(deleted.status).toBe(204);
      expect(await api.db.collection('users').countDocuments({ userEmail: email })).toBe(0);
      const log = await api.request<SearchPage<AuditEntry>>('/audit-log/search?area=admin%20users', {
        cookie: await api.adminCookie(),
      });
      expect(log.body.items.filter((line) => line.actorEmail === email)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'Removed admin user: the account was deleted',
            recordId: String(insertedId),
            changes: [{ field: 'userEmail', value: email }],
          }),
          expect.objectContaining({ action: STOPPED_BEING_ADMIN }),
        ]),
      );
    });
  });
});

describe('password checks of a signed-in user', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ config: { authRateLimitPerMinute: 3 } });
  });
  afterAll(() => api.close());

  it('are limited like sign-in attempts', async () => {
    const cookie = await api.adminCookie();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await api.request('/account/password', {
        method: 'PUT',
        cookie,
        body: { currentPassword: `guess-${attempt}`, newPassword: 'whatever-new' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
