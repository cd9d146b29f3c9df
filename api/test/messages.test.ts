import { Types } from 'mongoose';
import { TestApi } from './support/test-api';

const MESSAGE = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  number: '+1 555 0100',
  subject: 'A new website',
  message: 'We would like a landing page for our navy yard.',
};

describe('messages', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  const countMessages = () => api.db.collection('messages').countDocuments();

  it('stores a visitor message as UnRead whatever the body says', async () => {
    const response = await api.request('/add-message', {
      method: 'POST',
      body: { ...MESSAGE, messageStatus: 'Read' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...MESSAGE, messageStatus: 'UnRead' });
    const stored = await api.db
      .collection('messages')
      .findOne({ _id: new Types.ObjectId(response.body._id) });
    expect(stored).toMatchObject({ messageStatus: 'UnRead', email: MESSAGE.email });
  });

  it.each([
    ['a missing e-mail', { email: undefined }, 'email'],
    ['an invalid e-mail', { email: 'not-an-address' }, 'email'],
    ['an empty message', { message: '' }, 'message'],
    ['an overlong subject', { subject: 's'.repeat(201) }, 'subject'],
    ['an unknown field', { isAdmin: 'true' }, 'isAdmin'],
    ['a dotted key', { 'name.first': 'x' }, 'name.first'],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_case, change, field) => {
    const before = await countMessages();
    const response = await api.request('/add-message', { method: 'POST', body: { ...MESSAGE, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await countMessages()).toBe(before);
  });

  it('lets only admins read messages, newest first', async () => {
    const first = await api.request('/add-message', {
      method: 'POST',
      body: { ...MESSAGE, subject: 'first' },
    });
    const second = await api.request('/add-message', {
      method: 'POST',
      body: { ...MESSAGE, subject: 'second' },
    });
    const { cookie } = await api.customerCookie();
    expect((await api.request('/messages')).status).toBe(401);
    expect((await api.request('/messages', { cookie })).status).toBe(403);
    expect((await api.request(`/message/${first.body._id}`, { cookie })).status).toBe(403);

    const list = await api.request('/messages', { cookie: await api.adminCookie() });
    expect(list.status).toBe(200);
    const ids = list.body.map((message: { _id: string }) => message._id);
    expect(ids.indexOf(second.body._id)).toBeLessThan(ids.indexOf(first.body._id));

    const one = await api.request(`/message/${first.body._id}`, { cookie: await api.adminCookie() });
    expect(one.body).toMatchObject({ subject: 'first', messageStatus: 'UnRead' });
    expect(
      (
        await api.request(`/message/${new Types.ObjectId().toHexString()}`, {
          cookie: await api.adminCookie(),
        })
      ).status,
    ).toBe(404);
    expect((await api.request('/message/123', { cookie: await api.adminCookie() })).status).toBe(400);
  });

  it('lets an admin mark a message Read, and UnRead again to come back to it', async () => {
    const created = await api.request('/add-message', { method: 'POST', body: MESSAGE });
    const admin = await api.adminCookie();
    const path = `/message/${created.body._id}`;
    const { cookie } = await api.customerCookie();
    expect((await api.request(path, { method: 'PUT', cookie, body: { messageStatus: 'Read' } })).status).toBe(
      403,
    );

    const read = await api.request(path, { method: 'PUT', cookie: admin, body: { messageStatus: 'Read' } });
    expect(read.status).toBe(200);
    expect(read.body.messageStatus).toBe('Read');

    const back = await api.request(path, { method: 'PUT', cookie: admin, body: { messageStatus: 'UnRead' } });
    expect(back.status).toBe(200);
    expect(back.body.messageStatus).toBe('UnRead');
    const other = await api.request(path, { method: 'PUT', cookie: admin, body: { messageStatus: 'Spam' } });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('messageStatus can only be Read or UnRead');
    await api.request(path, { method: 'PUT', cookie: admin, body: { messageStatus: 'Read' } });
    const edit = await api.request(path, {
      method: 'PUT',
      cookie: admin,
      body: { messageStatus: 'Read', message: 'rewritten' },
    });
    expect(edit.status).toBe(400);
    expect((await api.request(path, { cookie: admin })).body).toMatchObject({
      messageStatus: 'Read',
      message: MESSAGE.message,
    });
    const missing = `/message/${new Types.ObjectId().toHexString()}`;
    expect(
      (await api.request(missing, { method: 'PUT', cookie: admin, body: { messageStatus: 'Read' } })).status,
    ).toBe(404);
  });

  it('lets an admin delete a message, and nobody else', async () => {
    // Stored directly: this file's earlier tests used up the contact form's per-address limit.
    const { insertedId } = await api.db
      .collection('messages')
      .insertOne({ ...MESSAGE, messageStatus: 'UnRead', createdAt: new Date() });
    const path = `/message/${insertedId.toHexString()}`;
    const { cookie } = await api.customerCookie();
    expect((await api.request(path, { method: 'DELETE' })).status).toBe(401);
    expect((await api.request(path, { method: 'DELETE', cookie })).status).toBe(403);
    const admin = await api.adminCookie();
    const removed = await api.request(path, { method: 'DELETE', cookie: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ _id: insertedId.toHexString(), message: MESSAGE.message });
    expect((await api.request(path, { cookie: admin })).status).toBe(404);
    expect((await api.request(path, { method: 'DELETE', cookie: admin })).status).toBe(404);
    expect((await api.request('/message/not-an-id', { method: 'DELETE', cookie: admin })).status).toBe(400);
  });
});

// An API of its own: the tries below would spend the rate limit the other tests count on.
describe('the phone number', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  it('takes a phone number as people write one, and names what a refused one may hold', async () => {
    for (const number of ['+49 (0)30 123-456', '555.0100', '']) {
      const response = await api.request('/add-message', { method: 'POST', body: { ...MESSAGE, number } });
      expect(response.status).toBe(201);
      expect(response.body.number).toBe(number);
    }
    const before = await api.db.collection('messages').countDocuments();
    for (const number of ['555-CALL', 'call me maybe', '+( )']) {
      const refused = await api.request('/add-message', { method: 'POST', body: { ...MESSAGE, number } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({
          field: 'number',
          message: 'Phone number must be a phone number: digits, spaces and + ( ) - . only',
        }),
      ]);
    }
    expect(await api.db.collection('messages').countDocuments()).toBe(before);
  });
});

describe('messages rate limit', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  it('answers a burst of messages from one address with 429 and Retry-After', async () => {
    // Counters use fixed one-minute windows: 21 attempts put more than 10 into one window wherever the boundary falls.
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await api.request('/add-message', { method: 'POST', body: MESSAGE });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const stored = await api.db.collection('messages').countDocuments();
    expect(stored).toBe(statuses.filter((status) => status === 201).length);
  });
});
