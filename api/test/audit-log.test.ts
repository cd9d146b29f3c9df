import { ObjectId } from 'mongodb';
import { REDACTED_VALUE, type AuditEntry, type SearchPage } from '@agency/contracts';
import { AuditLogService } from '../src/audit/audit-log.service';
import { createPricing, placeOrder } from './orders-support';
import { listRoutes } from './support/route-inventory';
import { TEST_ADMIN, TestApi } from './support/test-api';

const BROWSER = 'Mozilla/5.0 (audit test)';
const DAY_MS = 86_400_000;

describe('audit log', () => {
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await TestApi.start({ config: { auditRetentionDays: 30 } });
    admin = await api.adminCookie();
  });
  afterAll(() => api.close());

  /** The newest lines of the log, as an admin reads them. */
  async function newest(query = ''): Promise<AuditEntry[]> {
    const response = await api.request<SearchPage<AuditEntry>>(`/audit-log/search?${query}`, {
      cookie: admin,
    });
    expect(response.status).toBe(200);
    return response.body.items;
  }

  /** Sends an admin write and answers its response with the one line it added to the log. */
  async function audited(path: string, method: string, body?: unknown) {
    const before = (await newest())[0]?._id;
    const response = await api.request(path, {
      method,
      body,
      cookie: admin,
      headers: { 'user-agent': BROWSER },
    });
    expect(response.status).toBeLessThan(300);
    const added = (await newest()).filter((line) => line._id > (before ?? ''));
    expect(added).toHaveLength(1);
    return { response, line: added[0] };
  }

  it('has every admin write record itself, and nothing else', () => {
    const routes = listRoutes(api.app);
    const writes = routes.filter(
      (route) => (route.access === 'admin' || route.access === 'releaser') && route.method !== 'GET',
    );
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((route) => !route.audited).map((route) => `${route.method} ${route.path}`)).toEqual(
      [],
    );
    const others = routes.filter((route) => route.audited && !writes.includes(route));
    expect(others.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('records an admin signing in to the back office, with who and from where', async () => {
    const response = await api.request('/auth/login', {
      method: 'POST',
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      headers: { 'user-agent': BROWSER },
    });
    expect(response.status).toBe(200);
    const [line] = await newest('area=sign-ins');
    expect(line).toMatchObject({
      area: 'sign-ins',
      action: 'Signed in to the back office',
      actorEmail: TEST_ADMIN.email,
      method: 'POST',
      path: '/auth/login',
      address: '127.0.0.1',
      userAgent: BROWSER,
      changes: [],
    });
    expect(line.actorId).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.now() - Date.parse(line.createdAt)).toBeLessThan(60_000);
  });

  it('does not record customers signing in, or a failed sign-in', async () => {
    const before = (await newest('area=sign-ins')).length;
    await api.customerCookie();
    const wrong = await api.request('/auth/login', {
      method: 'POST',
      body: { email: TEST_ADMIN.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(await newest('area=sign-ins')).toHaveLength(before);
  });

  it('records a content write with the fields it sent', async () => {
    const { response, line } = await audited('/add-banner', 'POST', {
      bannerHeading: 'Grow with us',
      bannerDetails: 'x'.repeat(1000),
      buttonTwoLink: 'Our work',
      bannerImage: 'https://cdn.example.com/banner.jpg',
      buttonOneText: 'Start',
      buttonOneLink: 'https://example.com/start',
    });
    expect(line).toMatchObject({
      area: 'content',
      action: 'Added Banner',
      recordId: response.body._id,
      method: 'POST',
      path: '/add-banner',
      userAgent: BROWSER,
    });
    expect(line.changes[0]).toEqual({ field: 'bannerHeading', value: 'Grow with us' });
    // Long values are kept by their start.
    expect(line.changes[1].value).toBe(`${'x'.repeat(300)}…`);

    const update = await audited(`/update-banner/${response.body._id}`, 'PUT', {
      bannerHeading: 'Grow faster',
    });
    expect(update.line).toMatchObject({ action: 'Updated Banner', recordId: response.body._id });
    expect(update.line.changes).toEqual([{ field: 'bannerHeading', value: 'Grow faster' }]);

    const item = await audited('/add-faq-item', 'POST', { accodingTitle: 'Why?', accodingText: 'Because.' });
    expect(item.line.action).toBe('Added to FAQ items');
    const removed = await audited(`/faq-item/${item.response.body._id}`, 'DELETE');
    expect(removed.line).toMatchObject({
      action: 'Deleted from FAQ items',
      recordId: item.response.body._id,
    });
  });

  it('records order status, message and subscriber changes', async () => {
    const { cookie } = await api.customerCookie();
    const order = await placeOrder(api, cookie, await createPricing(api, 'Basic', '49.00'));
    const status = await audited(`/order-status/${order._id}`, 'PUT', { orderStatus: 'Delivered' });
    expect(status.line).toMatchObject({
      area: 'orders',
      action: 'Changed order status',
      recordId: order._id,
      changes: [{ field: 'orderStatus', value: 'Delivered' }],
    });

    const message = await api.request('/add-message', {
      method: 'POST',
      body: { name: 'Ana', email: 'ana@example.com', message: 'Hello' },
    });
    const read = await audited(`/message/${message.body._id}`, 'PUT', { messageStatus: 'Read' });
    expect(read.line).toMatchObject({ area: 'messages', action: 'Changed message status' });
    const deleted = await audited(`/message/${message.body._id}`, 'DELETE');
    expect(deleted.line).toMatchObject({ action: 'Deleted message', recordId: message.body._id });

    await api.request('/add-subscriber', { method: 'POST', body: { subemail: 'gone@example.com' } });
    const subscriber = await api.db.collection('subscribers').findOne({ subemail: 'gone@example.com' });
    const removed = await audited(`/subscriber/${String(subscriber!._id)}`, 'DELETE');
    expect(removed.line).toMatchObject({ area: 'subscribers', action: 'Removed subscriber' });
  });

  it('records admin user and PayPal e-mail changes', async () => {
    const added = await audited('/add-user', 'POST', { userEmail: 'second@example.com', userRole: 'Admin' });
    expect(added.line).toMatchObject({
      area: 'admin users',
      action: 'Added admin user',
      recordId: added.response.body._id,
      changes: [
        { field: 'userEmail', value: 'second@example.com' },
        { field: 'userRole', value: 'Admin' },
      ],
    });
    const id = added.response.body._id as string;
    expect(
      (await audited(`/upadete-users/${id}`, 'PUT', { userEmail: 'second@example.com' })).line.action,
    ).toBe('Updated admin user');
    expect((await audited(`/users/${id}`, 'DELETE')).line.action).toBe('Removed admin user');

    const email = await audited('/add-email', 'POST', { paypalEmail: 'shop@example.com' });
    expect(email.line).toMatchObject({ area: 'payment settings', action: 'Added PayPal e-mail' });
    const changed = await audited(`/paypal-email/${email.response.body._id}`, 'PUT', {
      paypalEmail: 'till@example.com',
    });
    expect(changed.line).toMatchObject({ action: 'Updated PayPal e-mail' });
  });

  it('records nothing for a write that was refused', async () => {
    const before = (await newest())[0]._id;
    expect(
      (await api.request('/add-user', { method: 'POST', cookie: admin, body: { userEmail: 'nope' } })).status,
    ).toBe(400);
    const missing = new ObjectId().toHexString();
    expect(
      (
        await api.request(`/order-status/${missing}`, {
          method: 'PUT',
          cookie: admin,
          body: { orderStatus: 'Delivered' },
        })
      ).status,
    ).toBe(404);
    expect((await newest())[0]._id).toBe(before);
  });

  it('keeps secrets out of the log', async () => {
    const service = api.app.get(AuditLogService);
    const request = { method: 'POST', url: '/x?y=1', ip: '10.0.0.1', headers: {}, params: {}, body: {} };
    await service.recordRequest(
      { area: 'admin users', action: 'Tried a secret' },
      { accountId: 'a'.repeat(24), email: TEST_ADMIN.email, emailVerified: true, isAdmin: true },
      { ...request, body: { password: 'hunter22', resetToken: 't0k3n', name: 'kept' } } as never,
      undefined,
    );
    const [line] = await newest('q=secret');
    expect(line).toMatchObject({ path: '/x', address: '10.0.0.1' });
    expect(line.changes).toEqual([
      { field: 'password', value: REDACTED_VALUE },
      { field: 'resetToken', value: REDACTED_VALUE },
      { field: 'name', value: 'kept' },
    ]);
  });

  it('is searched by words and filtered by area and day', async () => {
    const content = await newest('area=content');
    expect(content.length).toBeGreaterThanOrEqual(4);
    expect(content.every((line) => line.area === 'content')).toBe(true);
    expect((await newest('q=faq')).map((line) => line.action)).toEqual([
      'Deleted from FAQ items',
      'Added to FAQ items',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await newest(`from=${today}&to=${today}`)).length).toBeGreaterThan(5);
    expect(await newest('to=2020-01-01')).toEqual([]);
    const bad = await api.request('/audit-log/search?area=everything', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/area must be one of/);
    // The words a line is found by stay inside the API.
    expect(Object.keys(content[0])).not.toContain('searchWords');
  });

  it('exports the lines a search matches as CSV', async () => {
    const response = await api.request<string>('/audit-log/export.csv?area=orders', { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('When,Who,Account,Area,Action,Record,Changes,Request,Address,Browser');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${TEST_ADMIN.email},`);
    expect(lines[1]).toContain('Changed order status');
    expect(lines[1]).toContain('orderStatus: Delivered');
  });

  it('is read by admins only and changed by nobody', async () => {
    const { cookie } = await api.customerCookie();
    expect((await api.request('/audit-log/search', { cookie })).status).toBe(403);
    expect((await api.request('/audit-log/export.csv')).status).toBe(401);
    const [line] = await newest();
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      expect((await api.request(`/audit-log/${line._id}`, { method, cookie: admin, body: {} })).status).toBe(
        404,
      );
    await expect(
      api.app.get(AuditLogService)['lines'].updateOne({ _id: line._id }, { $set: { action: 'Nothing' } }),
    ).rejects.toThrow(/append-only/);
  });

  it('sweeps the lines older than the configured retention', async () => {
    const lines = api.db.collection('audit_log');
    const now = Date.now();
    const old = { area: 'content', action: 'Old', actorId: 'x', actorEmail: 'old@example.com', changes: [] };
    await lines.insertMany([
      { ...old, createdAt: new Date(now - 31 * DAY_MS) },
      { ...old, action: 'Recent', createdAt: new Date(now - 29 * DAY_MS) },
    ]);
    expect(await api.app.get(AuditLogService).sweep(now)).toBe(1);
    expect(await lines.countDocuments({ action: 'Old' })).toBe(0);
    expect(await lines.countDocuments({ action: 'Recent' })).toBe(1);
  });
});
