import { TestApi } from './support/test-api';

describe('subscribers', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  const countSubscribers = () => api.db.collection('subscribers').countDocuments();

  it('keeps one record for an address subscribed twice, and answers success both times', async () => {
    const first = await api.request('/add-subscriber', {
      method: 'POST',
      body: { subemail: 'reader@example.com' },
    });
    const second = await api.request('/add-subscriber', {
      method: 'POST',
      body: { subemail: ' Reader@Example.com ' },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await api.db.collection('subscribers').countDocuments({ subemail: 'reader@example.com' })).toBe(1);
  });

  it.each([
    ['no e-mail', {}],
    ['an invalid e-mail', { subemail: 'reader' }],
    ['an e-mail that is not text', { subemail: ['a@example.com'] }],
    ['an unknown field', { subemail: 'x@example.com', role: 'Admin' }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const before = await countSubscribers();
    const response = await api.request('/add-subscriber', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await countSubscribers()).toBe(before);
  });

  it('lists subscribers newest first, for admins only', async () => {
    await api.request('/add-subscriber', { method: 'POST', body: { subemail: 'older@example.com' } });
    await api.request('/add-subscriber', { method: 'POST', body: { subemail: 'newer@example.com' } });
    const { cookie } = await api.customerCookie();
    expect((await api.request('/subscribers')).status).toBe(401);
    expect((await api.request('/subscribers', { cookie })).status).toBe(403);

    const list = await api.request('/subscribers', { cookie: await api.adminCookie() });
    expect(list.status).toBe(200);
    const emails = list.body.map((subscriber: { subemail: string }) => subscriber.subemail);
    expect(emails.indexOf('newer@example.com')).toBeLessThan(emails.indexOf('older@example.com'));
    expect(emails.indexOf('older@example.com')).toBeLessThan(emails.indexOf('reader@example.com'));
  });

  it('lets an admin delete a subscriber, and nobody else', async () => {
    await api.request('/add-subscriber', { method: 'POST', body: { subemail: 'leaving@example.com' } });
    const admin = await api.adminCookie();
    const listed = (await api.request('/subscribers', { cookie: admin })).body as Array<{
      _id: string;
      subemail: string;
    }>;
    const leaving = listed.find((subscriber) => subscriber.subemail === 'leaving@example.com')!;
    const path = `/subscriber/${leaving._id}`;
    const { cookie } = await api.customerCookie();
    expect((await api.request(path, { method: 'DELETE' })).status).toBe(401);
    expect((await api.request(path, { method: 'DELETE', cookie })).status).toBe(403);
    const removed = await api.request(path, { method: 'DELETE', cookie: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ subemail: 'leaving@example.com' });
    expect(await api.db.collection('subscribers').countDocuments({ subemail: 'leaving@example.com' })).toBe(
      0,
    );
    expect((await api.request(path, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });
});

describe('subscribers rate limit', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  it('answers a burst of sign-ups from one address with 429 and Retry-After', async () => {
    // Fixed one-minute windows: 21 attempts put more than 10 into one window wherever the boundary falls.
    const responses = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      responses.push(
        await api.request('/add-subscriber', {
          method: 'POST',
          body: { subemail: `burst${attempt}@example.com` },
        }),
      );
    }
    const limited = responses.find((response) => response.status === 429);
    expect(limited).toBeDefined();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    const accepted = responses.filter((response) => response.status === 201).length;
    expect(await api.db.collection('subscribers').countDocuments()).toBe(accepted);
  });
});
