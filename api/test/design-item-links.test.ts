import { TestApi } from './support/test-api';

interface DesignItem {
  _id: string;
  category: string;
  freeOrPaid: string;
  canvaLink?: string;
}

/** A paid design's Canva link is what its buyer pays for: only admins read it, however the read is cached. */
describe('design item links', () => {
  let api: TestApi;
  let admin: string;
  let paidId: string;

  const item = (category: string, freeOrPaid: string) => ({
    format: 'Instagram',
    canvaLink: `https://canva.example/${category}`,
    imageLink: `https://images.example/${category}.png`,
    category,
    freeOrPaid,
  });

  beforeAll(async () => {
    api = await TestApi.start();
    admin = await api.adminCookie();
    for (const body of [item('free-one', 'Free'), item('paid-one', 'Paid')]) {
      const added = await api.request<DesignItem>('/add-item', { method: 'POST', cookie: admin, body });
      expect(added.status).toBe(201);
      if (body.freeOrPaid === 'Paid') paidId = added.body._id;
    }
  });
  afterAll(() => api.close());

  const links = (items: DesignItem[]) => Object.fromEntries(items.map((i) => [i.category, i.canvaLink]));

  it('public and customer reads of the list leave out paid links; admins read them all', async () => {
    const { cookie: customer } = await api.customerCookie();
    for (const cookie of [undefined, customer]) {
      const read = await api.request<DesignItem[]>('/design-items', { cookie });
      expect(read.status).toBe(200);
      expect(links(read.body)).toEqual({
        'free-one': 'https://canva.example/free-one',
        'paid-one': undefined,
      });
      expect(read.body.find((i) => i.category === 'paid-one')).not.toHaveProperty('canvaLink');
      expect(read.headers.get('vary')).toMatch(/Cookie/);
    }
    const full = await api.request<DesignItem[]>('/design-items', { cookie: admin });
    expect(links(full.body)).toEqual({
      'free-one': 'https://canva.example/free-one',
      'paid-one': 'https://canva.example/paid-one',
    });
    // No shared cache may keep the admins' answer.
    expect(full.headers.get('cache-control')).toBe('private, no-cache');
  });

  it("never revalidates one audience's cached answer into the other's", async () => {
    const publicRead = await api.request<DesignItem[]>('/design-items');
    const adminRead = await api.request<DesignItem[]>('/design-items', { cookie: admin });
    const publicTag = publicRead.headers.get('etag')!;
    const adminTag = adminRead.headers.get('etag')!;
    expect(publicTag).not.toBe(adminTag);
    // The public holding the admins' tag gets the public list in full, not a 304.
    const publicWithAdminTag = await api.request<DesignItem[]>('/design-items', {
      headers: { 'if-none-match': adminTag },
    });
    expect(publicWithAdminTag.status).toBe(200);
    expect(links(publicWithAdminTag.body)['paid-one']).toBeUndefined();
    const adminWithPublicTag = await api.request<DesignItem[]>('/design-items', {
      cookie: admin,
      headers: { 'if-none-match': publicTag },
    });
    expect(adminWithPublicTag.status).toBe(200);
    expect(links(adminWithPublicTag.body)['paid-one']).toBe('https://canva.example/paid-one');
    // Each still revalidates its own.
    const again = await api.request('/design-items', { headers: { 'if-none-match': publicTag } });
    expect(again.status).toBe(304);
  });

  it('one record reads the same way, and an edit reaches both audiences', async () => {
    const publicOne = await api.request<DesignItem>(`/design-items/${paidId}`);
    expect(publicOne.body).not.toHaveProperty('canvaLink');
    const adminOne = await api.request<DesignItem>(`/design-items/${paidId}`, { cookie: admin });
    expect(adminOne.body.canvaLink).toBe('https://canva.example/paid-one');

    const updated = await api.request(`/design-items/${paidId}`, {
      method: 'PUT',
      cookie: admin,
      body: { freeOrPaid: 'Free' },
    });
    expect(updated.status).toBe(200);
    const nowFree = await api.request<DesignItem[]>('/design-items');
    expect(links(nowFree.body)['paid-one']).toBe('https://canva.example/paid-one');
  });

  it('keeps drafts and previews, which show every field, for admins', async () => {
    const { cookie: customer } = await api.customerCookie();
    for (const path of ['/content-preview/designItems', `/content-history/designItems/${paidId}`]) {
      expect((await api.request(path)).status).toBe(401);
      expect((await api.request(path, { cookie: customer })).status).toBe(403);
    }
  });
});
