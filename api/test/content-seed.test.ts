import {
  CONTENT_CATALOGUE,
  DEMO_CONTENT,
  isPrice,
  PACKAGE_POINT_FIELDS,
  pricings,
  resourcePath,
  validateContent,
} from '@agency/contracts';
import { TestApi } from './support/test-api';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/** The demo seed fills every block on the first start of an empty database, once, whatever starts at the same time. */

const seeded = { config: { seedDemo: true } };

async function counts(api: TestApi): Promise<Record<string, number>> {
  const admin = await api.adminCookie();
  const result: Record<string, number> = {};
  for (const resource of CONTENT_CATALOGUE) {
    result[resource.key] = (await api.request(resource.paths.list[0], { cookie: admin })).body.length;
  }
  return result;
}

const demoCounts = Object.fromEntries(
  CONTENT_CATALOGUE.map((resource) => [resource.key, DEMO_CONTENT[resource.key].length]),
);

it('has valid, non-empty demo content for every block, one record per singleton', () => {
  for (const resource of CONTENT_CATALOGUE) {
    const records = DEMO_CONTENT[resource.key] as unknown[];
    expect([resource.key, records.length > 0]).toEqual([resource.key, true]);
    if (resource.singleton) expect([resource.key, records.length]).toEqual([resource.key, 1]);
    for (const record of records) {
      const result = validateContent(resource, record);
      expect([resource.key, result.ok ? [] : result.errors]).toEqual([resource.key, []]);
    }
  }
  expect(DEMO_CONTENT.pricings.map((p) => p.packageName)).toEqual(['Basic', 'Standard', 'Premium']);
  for (const pack of DEMO_CONTENT.pricings) {
    expect(isPrice(pack.packagePrice)).toBe(true);
    for (const field of PACKAGE_POINT_FIELDS) expect((pack as Record<string, string>)[field]).toBeTruthy();
  }
});

describe('on one database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.release());

  it('seeds once even when two API processes start together, and never again', async () => {
    const [first, second] = await Promise.all([
      TestApi.start({ ...seeded, database }),
      TestApi.start({ ...seeded, database }),
    ]);
    try {
      expect(await counts(first)).toEqual(demoCounts);
      expect(await counts(second)).toEqual(demoCounts);
      const listed = await first.request('/pricings');
      expect(
        listed.body.map((p: { packageName: string; packagePrice: string }) => [
          p.packageName,
          p.packagePrice,
        ]),
      ).toEqual([
        ['Basic', '19.99'],
        ['Standard', '49.99'],
        ['Premium', '99.99'],
      ]);
      expect(listed.body.every((p: Record<string, string>) => PACKAGE_POINT_FIELDS.every((f) => p[f]))).toBe(
        true,
      );
      expect(listed.body[0]).not.toHaveProperty('singletonSlot');
      const bannerList = await first.request('/banner');
      expect(bannerList.body).toHaveLength(1);
      expect(Object.keys(bannerList.body[0])).not.toContain('singletonSlot');

      // An admin empties the pricing list; a restart must not bring the demo back.
      const admin = await first.adminCookie();
      for (const pack of listed.body) {
        await first.request(resourcePath(pricings.paths.remove![0]!, pack._id), {
          method: 'DELETE',
          cookie: admin,
        });
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const restarted = await TestApi.start({ ...seeded, database });
    try {
      expect((await restarted.request('/pricings')).body).toEqual([]);
      expect((await counts(restarted)).banner).toBe(1);
    } finally {
      await restarted.close();
    }
  });
});

it('leaves a database alone when seeding is off, or when it already has packages', async () => {
  const plain = await TestApi.start();
  try {
    expect(Object.values(await counts(plain)).every((n) => n === 0)).toBe(true);
    const admin = await plain.adminCookie();
    await plain.request(pricings.paths.add[0], {
      method: 'POST',
      body: DEMO_CONTENT.pricings[1],
      cookie: admin,
    });
    const later = await TestApi.start({ ...seeded, database: plain.database });
    try {
      const after = await counts(later);
      expect(after.pricings).toBe(1);
      expect(after.banner).toBe(0);
    } finally {
      await later.close();
    }
  } finally {
    await plain.close();
  }
});
