import { DEMO_CONTENT, pricings, resourcePath } from '@agency/contracts';
import { VERSION_CHECK_INTERVAL_MS } from '../src/content/content-versions.service';
import { eventually, sleep } from './support/eventually';
import { TestApi } from './support/test-api';

/** Lists are served from an in-process snapshot: revalidation, freshness after writes, and no database work when cached. */

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminCookie();
  for (const body of DEMO_CONTENT.pricings) {
    expect((await api.request(pricings.paths.add[0], { method: 'POST', body, cookie: admin })).status).toBe(
      201,
    );
  }
});
afterAll(() => api.close());

it('sends the list as JSON with a strong ETag, and 304 with no body when it still matches', async () => {
  const first = await api.request('/pricings');
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(first.headers.get('cache-control')).toBe('no-cache');
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.body.map((p: { packageName: string }) => p.packageName)).toEqual([
    'Basic',
    'Standard',
    'Premium',
  ]);
  // Security headers still apply on the cached path.
  expect(first.headers.get('x-content-type-options')).toBe('nosniff');

  const again = await api.request('/pricings', { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(again.body).toBeUndefined();
  expect(again.headers.get('etag')).toBe(etag);

  const listed = await api.request('/pricings', { headers: { 'if-none-match': `"other", ${etag}` } });
  expect(listed.status).toBe(304);
  expect((await api.request('/pricings', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

  const id = first.body[0]._id;
  await api.request(resourcePath(pricings.paths.update[0], id), {
    method: 'PUT',
    body: { packagePrice: '21.00' },
    cookie: admin,
  });
  const changed = await api.request('/pricings', { headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
  expect(changed.body[0].packagePrice).toBe('21.00');
});

it('answers HEAD with the headers of the list', async () => {
  const head = await api.request('/pricings', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('etag')).toBe((await api.request('/pricings')).headers.get('etag'));
});

it('never serves a stale list after a write in this process', async () => {
  const [basic] = (await api.request('/pricings')).body;
  for (let i = 0; i < 15; i++) {
    const price = `${30 + i}.50`;
    const updated = await api.request(resourcePath(pricings.paths.update[0], basic._id), {
      method: 'PUT',
      body: { packagePrice: price },
      cookie: admin,
    });
    expect(updated.status).toBe(200);
    const listed = await api.request('/pricings');
    expect(listed.body[0].packagePrice).toBe(price);
  }
  // Names are unique: the last package is deleted, then added again.
  const last = (await api.request('/pricings')).body.at(-1) as { _id: string };
  await api.request(resourcePath(pricings.paths.remove![0]!, last._id), { method: 'DELETE', cookie: admin });
  expect((await api.request('/pricings')).body.map((p: { _id: string }) => p._id)).not.toContain(last._id);
  const added = await api.request(pricings.paths.add[0], {
    method: 'POST',
    body: DEMO_CONTENT.pricings[2],
    cookie: admin,
  });
  expect(added.status).toBe(201);
  expect((await api.request('/pricings')).body.map((p: { _id: string }) => p._id)).toContain(added.body._id);
});

it('serves a cached list without querying the database', async () => {
  await api.request('/pricings');
  // Past the check interval, the next read asks only for the write counters, and the list is unchanged.
  await sleep(VERSION_CHECK_INTERVAL_MS + 100);
  const check = await api.queriesDuring(async () => {
    expect((await api.request('/pricings')).status).toBe(200);
  });
  expect(check.map((event) => [event.commandName, event.command[event.commandName]])).toEqual([
    ['find', 'content_versions'],
  ]);

  const cached = await api.queriesDuring(async () => {
    for (let i = 0; i < 20; i++) expect((await api.request('/pricings')).status).toBe(200);
  });
  expect(cached).toEqual([]);
});

it('sees another API process’s writes within about a second', async () => {
  const other = await TestApi.start({ database: api.database });
  try {
    const otherAdmin = await other.adminCookie();
    const before = (await api.request('/pricings')).body as Array<{ _id: string; packagePrice: string }>;
    expect((await other.request('/pricings')).body).toEqual(before);

    const updated = await other.request(resourcePath(pricings.paths.update[0], before[1]!._id), {
      method: 'PUT',
      body: { packagePrice: '77.77' },
      cookie: otherAdmin,
    });
    expect(updated.status).toBe(200);
    const written = Date.now();
    expect((await other.request('/pricings')).body[1].packagePrice).toBe('77.77');

    const seen = await eventually(
      async () => (await api.request('/pricings')).body[1].packagePrice as string,
      (price) => price === '77.77',
      3000,
      25,
    );
    expect(seen).toBe('77.77');
    expect(Date.now() - written).toBeLessThanOrEqual(VERSION_CHECK_INTERVAL_MS + 1000);

    // And the other way round, including a delete (names are unique: the last package goes, then comes back).
    await api.request(resourcePath(pricings.paths.remove![0]!, before[2]!._id), {
      method: 'DELETE',
      cookie: admin,
    });
    const added = await api.request(pricings.paths.add[0], {
      method: 'POST',
      body: DEMO_CONTENT.pricings[2],
      cookie: admin,
    });
    const removedAt = Date.now();
    const ids = await eventually(
      async () => (await other.request('/pricings')).body.map((p: { _id: string }) => p._id) as string[],
      (listed) => listed.includes(added.body._id),
      3000,
      25,
    );
    expect(ids).toContain(added.body._id);
    expect(Date.now() - removedAt).toBeLessThanOrEqual(VERSION_CHECK_INTERVAL_MS + 1000);
  } finally {
    await other.close();
  }
});
