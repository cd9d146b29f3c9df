import mongoose from 'mongoose';
import { DEMO_CONTENT, faqItems, orderPaths, pricings, resourcePath, testimonials } from '@agency/contracts';
import { contentServiceToken } from '../src/content/content-resource.module';
import type { ContentService } from '../src/content/content.service';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { TestApi } from './support/test-api';

/** Collections as editors use them: unique pricing package names, item order, and how both are checked. */

const [basic, standard] = DEMO_CONTENT.pricings;
const PEOPLE = DEMO_CONTENT.testimonials;

describe('pricing package names', () => {
  let database: TestDatabase;
  let api: TestApi;
  let admin: string;
  let oldIds: string[];

  beforeAll(async () => {
    // Old data: two packages already share the name Basic before this version of the API first starts.
    database = await openTestDatabase();
    const connection = await mongoose.createConnection(database.uri).asPromise();
    const inserted = await connection
      .collection(pricings.collection)
      .insertMany([{ ...basic }, { ...basic, packagePrice: '29.99' }, { ...standard }]);
    oldIds = Object.values(inserted.insertedIds).map(String);
    await connection.close();
    api = await TestApi.start({ database });
    admin = await api.adminCookie();
  });
  afterAll(async () => {
    await api.close();
    await database.release();
  });

  const service = () => api.app.get<ContentService>(contentServiceToken(pricings), { strict: false });

  it('reports the duplicate found in old data at start, and keeps both records', async () => {
    expect(await service().duplicates()).toEqual([
      { field: 'packageName', value: 'Basic', ids: [oldIds[0], oldIds[1]] },
    ]);
    const list = await api.request('/pricings');
    expect(list.status).toBe(200);
    expect(list.body.map((record: { packageName: string }) => record.packageName)).toEqual([
      'Basic',
      'Basic',
      'Standard',
    ]);
  });

  it('refuses a second package with a taken name on add, with 409 naming the field', async () => {
    const response = await api.request('/add-pricing', { method: 'POST', body: standard, cookie: admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('packageName');
    expect(response.body.message).toContain('Standard');
    expect(await api.db.collection(pricings.collection).countDocuments({ packageName: 'Standard' })).toBe(1);
  });

  it('refuses renaming a package to a taken name on update, and allows keeping its own name', async () => {
    const path = resourcePath(pricings.paths.update[0]!, oldIds[2]!);
    const taken = await api.request(path, { method: 'PUT', body: { packageName: 'Basic' }, cookie: admin });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('packageName');
    expect((await api.request(`/pricing/${oldIds[2]}`)).body.packageName).toBe('Standard');

    const same = await api.request(path, {
      method: 'PUT',
      body: { packageName: 'Standard', packagePrice: '59.99' },
      cookie: admin,
    });
    expect(same.status).toBe(200);
    expect(same.body.packagePrice).toBe('59.99');
  });

  it('lets an editor resolve the old duplicate by renaming one of them', async () => {
    const path = resourcePath(pricings.paths.update[0]!, oldIds[1]!);
    const renamed = await api.request(path, {
      method: 'PUT',
      body: { packageName: 'Premium' },
      cookie: admin,
    });
    expect(renamed.status).toBe(200);
    const again = await api.request('/add-pricing', { method: 'POST', body: basic, cookie: admin });
    expect(again.status).toBe(409);
  });
});

describe('collection order', () => {
  let api: TestApi;
  let admin: string;
  let customer: string;
  const ORDER = orderPaths(testimonials)[0]!;

  beforeAll(async () => {
    api = await TestApi.start();
    admin = await api.adminCookie();
    customer = (await api.customerCookie()).cookie;
  });
  afterAll(() => api.close());

  const names = async () =>
    ((await api.request('/testimonials')).body as Array<{ personName: string }>).map(
      (record) => record.personName,
    );
  const ids = async () =>
    ((await api.request('/testimonials')).body as Array<{ _id: string }>).map((record) => record._id);

  it('adds new items last', async () => {
    for (const person of PEOPLE) {
      const added = await api.request(testimonials.paths.add[0]!, {
        method: 'POST',
        body: person,
        cookie: admin,
      });
      expect(added.status).toBe(201);
    }
    expect(await names()).toEqual(PEOPLE.map((person) => person.personName));
  });

  it('saves a new order, which the public list follows (a cached list included), and keeps new items last', async () => {
    const before = await api.request('/testimonials');
    const reversed = [...(await ids())].reverse();
    const saved = await api.request(ORDER, { method: 'PUT', body: { ids: reversed }, cookie: admin });
    expect(saved.status).toBe(200);
    expect(saved.body.map((record: { _id: string }) => record._id)).toEqual(reversed);

    const after = await api.request('/testimonials', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(await names()).toEqual(PEOPLE.map((person) => person.personName).reverse());

    const late = await api.request(testimonials.paths.add[0]!, {
      method: 'POST',
      body: { ...PEOPLE[0], personName: 'Late Comer' },
      cookie: admin,
    });
    expect(late.status).toBe(201);
    expect((await names()).at(-1)).toBe('Late Comer');
  });

  it('refuses an order that is not every item exactly once, or not of this collection, naming ids', async () => {
    const current = await ids();
    const faq = await api.request(faqItems.paths.add[0]!, {
      method: 'POST',
      body: DEMO_CONTENT.faqItems[0],
      cookie: admin,
    });
    const unknown = '0123456789abcdef01234567';
    const bodies: unknown[] = [
      { ids: [...current, unknown] },
      { ids: current.slice(1) },
      { ids: [...current.slice(1), current[1]] },
      { ids: [...current, current[0]] },
      { ids: [...current.slice(1), faq.body._id] },
      { ids: [...current.slice(1), 'not-an-id'] },
      { ids: current.join(',') },
      { ids: current, extra: 1 },
      [current],
      undefined,
    ];
    for (const body of bodies) {
      const response = await api.request(ORDER, { method: 'PUT', body, cookie: admin });
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect(response.body.message).toContain('ids');
    }
    expect(await ids()).toEqual(current);
  });

  it('is admin-only: 401 anonymous, 403 customer, order unchanged', async () => {
    const current = await ids();
    const body = { ids: [...current].reverse() };
    expect((await api.request(ORDER, { method: 'PUT', body })).status).toBe(401);
    expect((await api.request(ORDER, { method: 'PUT', body, cookie: customer })).status).toBe(403);
    expect(await ids()).toEqual(current);
  });

  it('is offered by collections only, on their list path', () => {
    expect(ORDER).toBe('/testimonials/order');
    expect(orderPaths(pricings)).toEqual(['/pricings/order']);
    expect(orderPaths({ singleton: true, paths: testimonials.paths })).toEqual([]);
  });
});
