// A block added to a test catalogue gets the API's routes, validation, storage and alerts from its entry alone.
import { CONTENT_CATALOGUE } from '@agency/contracts';
import { awards } from '@agency/contracts/testing';
import { TestApi } from './support/test-api';

describe('a block added to the content catalogue', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start({ catalogue: [...CONTENT_CATALOGUE, awards] });
  });
  afterAll(() => api.close());

  it('is added, listed publicly, updated and removed through the routes its entry names', async () => {
    const admin = await api.adminCookie();
    const added = await api.request('/add-award', {
      method: 'POST',
      cookie: admin,
      body: { awardName: 'Best Agency', awardYear: '2026' },
    });
    expect(added.status).toBe(201);
    const id = String(added.body._id);
    expect((await api.request('/awards')).body).toEqual([
      expect.objectContaining({ awardName: 'Best Agency' }),
    ]);
    const updated = await api.request(`/award/${id}`, {
      method: 'PUT',
      cookie: admin,
      body: { awardName: 'Best Agency 2026', awardYear: '2026' },
    });
    expect(updated.status).toBe(200);
    expect((await api.request(`/award/${id}`)).body).toMatchObject({ awardName: 'Best Agency 2026' });
    expect((await api.request(`/award/${id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    expect((await api.request('/awards')).body).toEqual([]);
  });

  it("checks its fields by the entry's rules and keeps writes for admins", async () => {
    const admin = await api.adminCookie();
    const missing = await api.request('/add-award', {
      method: 'POST',
      cookie: admin,
      body: { awardYear: '2026' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'awardName' })]);
    const anonymous = await api.request('/add-award', {
      method: 'POST',
      body: { awardName: 'x', awardYear: '1' },
    });
    expect(anonymous.status).toBe(401);
  });
});

test('without the entry there is no such block', async () => {
  const api = await TestApi.start();
  try {
    expect((await api.request('/awards')).status).toBe(404);
  } finally {
    await api.close();
  }
});
