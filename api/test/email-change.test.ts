import { ObjectId } from 'mongodb';
import { EMAIL_TAKEN, EMAIL_UNCHANGED, WRONG_CURRENT_PASSWORD } from '@agency/contracts';
import { EMAIL_CHANGE_TTL_MS } from '../src/account/email-change.service';
import { BECAME_ADMIN, STOPPED_BEING_ADMIN } from '../src/auth/admin-standing';
import { createPricing, placeOrder } from './orders-support';
import { TestApi } from './support/test-api';

describe('changing the e-mail address', () => {
  let api: TestApi;
  let packageId: string;
  let people = 0;

  beforeAll(async () => {
    api = await TestApi.start();
    packageId = await createPricing(api, 'Basic', '19.00');
  });
  afterAll(() => api.close());
  afterEach(() => jest.useRealTimers());

  const address = (name: string) => `${name}${++people}-${Date.now()}@example.com`;

  async function customer() {
    const email = address('mover');
    return { email, cookie: await api.registerVerified(email) };
  }

  const ask = (cookie: string, newEmail: string, currentPassword = 'customer-password') =>
    api.request('/account/email', { method: 'POST', cookie, body: { newEmail, currentPassword } });

  const confirm = (token: string | null) =>
    api.request('/account/email/confirm', { method: 'POST', body: { token } });

  async function mailedToken(to: string): Promise<string | null> {
    await api.settled();
    return new URL(await api.linkFromOutbox(to)).searchParams.get('token');
  }

  const lastMail = (to: string) =>
    api
      .outbox()
      .filter((mail) => mail.to === to)
      .pop();

  it('needs the current password and a new address; nothing is mailed for a refusal', async () => {
    const { email, cookie } = await customer();
    const wrong = await ask(cookie, address('new'), 'not-it');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    const same = await ask(cookie, email.toUpperCase());
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ field: 'newEmail', message: EMAIL_UNCHANGED }]);
    const malformed = await ask(cookie, 'not-an-address');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('newEmail');
    expect((await api.request('/account/email', { method: 'POST', body: {} })).status).toBe(401);
  });

  it('moves the account once the link mailed to the new address is opened, tells the old one, and the orders stay the account’s', async () => {
    const { email, cookie } = await customer();
    const before = await placeOrder(api, cookie, packageId);
    await api.request('/add-subscriber', { method: 'POST', body: { subemail: email } });
    await api.request('/add-message', { method: 'POST', body: { name: 'Ada', email, message: 'Hello' } });
    const newEmail = address('moved');

    const asked = await ask(cookie, newEmail);
    expect(asked.status).toBe(202);
    const token = await mailedToken(newEmail);
    expect(lastMail(newEmail)?.subject).toBe('Confirm your new e-mail address');
    // Nothing changes until the link is opened.
    expect((await api.request('/account', { cookie })).body.email).toBe(email);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(newEmail);
    await api.settled();
    expect(lastMail(email)?.subject).toBe('Your e-mail address was changed');
    expect(lastMail(email)?.text).toContain(newEmail);

    // The same session now reads the new address; sign-in takes the new one, not the old.
    expect((await api.request('/auth/me', { cookie })).body.email).toBe(newEmail);
    expect(
      (await api.request('/auth/login', { method: 'POST', body: { email, password: 'customer-password' } }))
        .status,
    ).toBe(401);
    const again = await api.login(newEmail, 'customer-password');

    // Orders: the old one keeps its e-mail and stays the account's; a new one gets the new e-mail.
    const after = await placeOrder(api, again, packageId);
    const mine = await api.request('/orders', { cookie: again });
    expect(mine.body.map((order: { _id: string }) => order._id)).toEqual([after._id, before._id]);
    expect(mine.body.map((order: { customerEmail: string }) => order.customerEmail)).toEqual([
      newEmail,
      email,
    ]);
    expect(mine.body[0]).not.toHaveProperty('accountId');
    expect((await api.request(`/order/${before._id}`, { cookie: again })).status).toBe(200);
    const exported = await api.request('/account/export', { cookie: again });
    expect(exported.body.orders).toHaveLength(2);

    // The newsletter follows; the messages are history and keep the address they were sent from.
    const subscribers = api.db.collection('subscribers');
    expect(await subscribers.countDocuments({ subemail: newEmail })).toBe(1);
    expect(await subscribers.countDocuments({ subemail: email })).toBe(0);
    expect(await api.db.collection('messages').countDocuments({ email })).toBe(1);

    // The link works once.
    const reused = await confirm(token);
    expect(reused.status).toBe(400);
  });

  it('mails about an order placed before the change to the account’s new address', async () => {
    const { email, cookie } = await customer();
    const order = await placeOrder(api, cookie, packageId);
    const newEmail = address('follows');
    await ask(cookie, newEmail);
    expect((await confirm(await mailedToken(newEmail))).status).toBe(200);
    await api.settled();
    const before = api.outbox().length;

    const delivered = await api.request(`/order-status/${order._id}`, {
      method: 'PUT',
      cookie: await api.adminCookie(),
      body: { orderStatus: 'Delivered' },
    });
    expect(delivered.status).toBe(200);
    await api.settled();
    const mails = api.outbox().slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([newEmail]);
    expect(mails[0].subject).toContain(`#${order.orderNumber} is Delivered`);
    // The order itself keeps the e-mail it was placed with.
    expect((await api.request(`/order/${order._id}`, { cookie })).body.customerEmail).toBe(email);
  });

  it('applies two simultaneous confirmations of the same change once', async () => {
    const { email, cookie } = await customer();
    await api.request('/add-subscriber', { method: 'POST', body: { subemail: email } });
    const newEmail = address('twice');
    await ask(cookie, newEmail);
    const token = await mailedToken(newEmail);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.every((answer) => [200, 400].includes(answer.status))).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    await api.settled();
    expect((await api.request('/account', { cookie })).body.email).toBe(newEmail);
    expect(
      api.outbox().filter((mail) => mail.to === email && mail.subject === 'Your e-mail address was changed'),
    ).toHaveLength(1);
    expect(
      await api.db.collection('subscribers').countDocuments({ subemail: { $in: [email, newEmail] } }),
    ).toBe(1);
    expect((await confirm(token)).status).toBe(400);
  });

  it('leaves an admin invitation with the address it names: an admin who moves is no longer one, audited', async () => {
    const email = address('admin');
    await api.db.collection('users').insertOne({ userEmail: email, userRole: 'Admin' });
    const cookie = await api.registerVerified(email);
    expect((await api.request('/auth/me', { cookie })).body.isAdmin).toBe(true);
    const newEmail = address('admin-moved');
    await ask(cookie, newEmail);
    expect((await confirm(await mailedToken(newEmail))).status).toBe(200);
    expect(await api.db.collection('users').countDocuments({ userEmail: newEmail })).toBe(0);
    expect(await api.db.collection('users').countDocuments({ userEmail: email })).toBe(1);
    expect((await api.request('/auth/me', { cookie })).body).toMatchObject({
      email: newEmail,
      isAdmin: false,
    });
    expect((await api.request('/users', { cookie })).status).toBe(403);
    const log = await api.request('/audit-log/search?area=admin%20users', {
      cookie: await api.adminCookie(),
    });
    expect(
      log.body.items
        .filter((line: { recordId?: string }) => line.recordId === log.body.items[0].recordId)
        .map((line: { action: string }) => line.action),
    ).toEqual([STOPPED_BEING_ADMIN, BECAME_ADMIN]);
  });

  it('answers alike for an address that has an account, whose owner is told instead of getting a link', async () => {
    const { email, cookie } = await customer();
    const owner = await customer();
    const fresh = await ask(cookie, address('free'));
    const taken = await ask(cookie, owner.email);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.message.replace(owner.email, '')).toBe(
      fresh.body.message.replace(/\S+@example\.com(?=\. Open)/, ''),
    );
    await api.settled();
    expect(lastMail(owner.email)?.subject).toBe('This address already has an account');
    expect(lastMail(owner.email)?.text).not.toMatch(/token=/);
    expect((await api.request('/account', { cookie })).body.email).toBe(email);
  });

  it('refuses a link whose address was registered meanwhile with a 409, changing nothing', async () => {
    const { email, cookie } = await customer();
    const newEmail = address('raced');
    await ask(cookie, newEmail);
    const token = await mailedToken(newEmail);
    await api.register(newEmail);
    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EMAIL_TAKEN);
    expect((await api.request('/account', { cookie })).body.email).toBe(email);
  });

  it('expires its link after 24 hours, and a newer request replaces it', async () => {
    jest.useFakeTimers({
      advanceTimers: true,
      doNotFake: [
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'hrtime',
        'performance',
      ],
    });
    const { email, cookie } = await customer();
    const first = address('first');
    await ask(cookie, first);
    const firstToken = await mailedToken(first);
    const second = address('second');
    await ask(cookie, second);
    const secondToken = await mailedToken(second);
    expect((await confirm(firstToken)).status).toBe(400);

    jest.setSystemTime(Date.now() + EMAIL_CHANGE_TTL_MS + 60_000);
    const expired = await confirm(secondToken);
    expect(expired.status).toBe(400);
    expect((await api.request('/account', { cookie })).body.email).toBe(email);
    const stored = await api.db.collection('one_time_tokens').findOne({ newEmail: second });
    expect(stored?.tokenHash).not.toBe(secondToken);
    expect(stored?.accountId).toBeInstanceOf(ObjectId);
  });
});
