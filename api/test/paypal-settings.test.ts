import { Types } from 'mongoose';
import { TestApi } from './support/test-api';

describe('PayPal e-mail setting', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  const countRecords = () => api.db.collection('paypalemails').countDocuments();

  it('is closed to visitors and customers on every path', async () => {
    const { cookie } = await api.customerCookie();
    const id = new Types.ObjectId().toHexString();
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/paypal-email', undefined],
      ['GET', `/paypal-email/${id}`, undefined],
      ['POST', '/add-email', { paypalEmail: 'thief@example.com' }],
      ['PUT', `/paypal-email/${id}`, { paypalEmail: 'thief@example.com' }],
    ];
    for (const [method, path, body] of calls) {
      expect({ path, status: (await api.request(path, { method, body })).status }).toEqual({
        path,
        status: 401,
      });
      expect({ path, status: (await api.request(path, { method, body, cookie })).status }).toEqual({
        path,
        status: 403,
      });
    }
    expect(await countRecords()).toBe(0);
  });

  it('refuses an invalid e-mail with 400 and stores nothing', async () => {
    const admin = await api.adminCookie();
    for (const body of [{}, { paypalEmail: 'nope' }, { paypalEmail: 'a@example.com', extra: 'x' }]) {
      const response = await api.request('/add-email', { method: 'POST', cookie: admin, body });
      expect(response.status).toBe(400);
    }
    expect(await countRecords()).toBe(0);
  });

  it('keeps one record: add, refuse a second add with 409, read and edit it by id', async () => {
    const admin = await api.adminCookie();
    const added = await api.request('/add-email', {
      method: 'POST',
      cookie: admin,
      body: { paypalEmail: 'Sales@Agency.test' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ paypalEmail: 'sales@agency.test' });
    expect(added.body).not.toHaveProperty('slot');

    const second = await api.request('/add-email', {
      method: 'POST',
      cookie: admin,
      body: { paypalEmail: 'other@agency.test' },
    });
    expect(second.status).toBe(409);

    const list = await api.request('/paypal-email', { cookie: admin });
    expect(list.body).toEqual([
      expect.objectContaining({ _id: added.body._id, paypalEmail: 'sales@agency.test' }),
    ]);
    expect((await api.request(`/paypal-email/${added.body._id}`, { cookie: admin })).body.paypalEmail).toBe(
      'sales@agency.test',
    );

    const updated = await api.request(`/paypal-email/${added.body._id}`, {
      method: 'PUT',
      cookie: admin,
      body: { paypalEmail: 'billing@agency.test' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.paypalEmail).toBe('billing@agency.test');
    const invalid = await api.request(`/paypal-email/${added.body._id}`, {
      method: 'PUT',
      cookie: admin,
      body: { paypalEmail: '' },
    });
    expect(invalid.status).toBe(400);
    expect(await countRecords()).toBe(1);

    const missing = new Types.ObjectId().toHexString();
    expect((await api.request(`/paypal-email/${missing}`, { cookie: admin })).status).toBe(404);
    expect(
      (
        await api.request(`/paypal-email/${missing}`, {
          method: 'PUT',
          cookie: admin,
          body: { paypalEmail: 'x@agency.test' },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps one record when two admins add at the same time', async () => {
    const fresh = await TestApi.start();
    try {
      const admin = await fresh.adminCookie();
      const statuses = await Promise.all(
        ['one@agency.test', 'two@agency.test', 'three@agency.test'].map(
          async (paypalEmail) =>
            (await fresh.request('/add-email', { method: 'POST', cookie: admin, body: { paypalEmail } }))
              .status,
        ),
      );
      expect(statuses.sort()).toEqual([201, 409, 409]);
      expect(await fresh.db.collection('paypalemails').countDocuments()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
