import mongoose from 'mongoose';
import type { ContentDraft, ContentVersion } from '@agency/contracts';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { BANNER } from './content-support';
import { TestApi } from './support/test-api';

const FAQ = { accodingTitle: 'Do you travel?', accodingText: 'Yes.' };

/** Concurrent writes of one record or one list: each gets its own number, none fails. */
describe('concurrent publishing', () => {
  let database: TestDatabase;
  let api: TestApi;
  let admin: string;
  let bannerId: string;
  let faqId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const connection = await mongoose.createConnection(database.uri).asPromise();
    // A banner stored before history began, and an FAQ with three versions kept before version counters existed.
    bannerId = (
      await connection.collection('banners').insertOne({ ...BANNER, singletonSlot: 1 })
    ).insertedId.toHexString();
    faqId = (
      await connection.collection('faqitems').insertOne({ ...FAQ, order: 1 })
    ).insertedId.toHexString();
    await connection.collection('content_history').insertMany(
      [1, 2, 3].map((version) => ({
        resource: 'faqItems',
        recordId: faqId,
        version,
        fields: FAQ,
        publishedAt: new Date(),
        publishedById: null,
        publishedByEmail: null,
      })),
    );
    await connection.close();
    api = await TestApi.start({ database, config: { contentHistoryVersions: 100 } });
    admin = await api.adminCookie();
  });
  afterAll(async () => {
    await api.close();
    await database.release();
  });

  const versions = async (resource: string, id: string) =>
    (
      (await api.request(`/content-history/${resource}/${id}`, { cookie: admin })).body as ContentVersion[]
    ).map((version) => version.version);

  it('answers 50 saves of one record sent at once with 50 successes and 50 consecutive versions', async () => {
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api.request(`/update-banner/${bannerId}`, {
          method: 'PUT',
          cookie: admin,
          body: { bannerHeading: `Heading ${index}` },
        }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array.from({ length: 50 }, () => 200));
    // Version 1 is the banner as it was before the first change; the 50 saves are 2 to 51.
    const numbers = (await versions('banner', bannerId)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 51 }, (_, index) => index + 1));
  });

  it('gives 30 items added to one list at once 30 different places after the existing ones', async () => {
    const adds = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api.request('/add-faq-item', {
          method: 'POST',
          cookie: admin,
          body: { accodingTitle: `Question ${index}?`, accodingText: 'Answer.' },
        }),
      ),
    );
    expect(adds.map((add) => add.status)).toEqual(Array.from({ length: 30 }, () => 201));
    const connection = await mongoose.createConnection(database.uri).asPromise();
    const places = (await connection.collection('faqitems').find({}).toArray()).map((item) => item.order);
    await connection.close();
    expect(new Set(places).size).toBe(31);
    expect(Math.min(...places.slice(1))).toBeGreaterThan(places[0]);
  });

  it('keeps every field of 20 first draft saves of one record sent at once in its one draft', async () => {
    const saves = await Promise.all(
      ['bannerDetails', 'buttonOneText'].flatMap((field) =>
        Array.from({ length: 10 }, (_, index) =>
          api.request(`/update-banner/${bannerId}?draft=true`, {
            method: 'PUT',
            cookie: admin,
            body: { [field]: `${field} ${index}` },
          }),
        ),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const drafts = (await api.request('/content-drafts', { cookie: admin })).body as ContentDraft[];
    expect(drafts).toHaveLength(1);
    expect(Object.keys(drafts[0]!.fields).sort()).toEqual(['bannerDetails', 'buttonOneText']);
  });

  it('numbers on after history kept before version counters existed', async () => {
    const saved = await api.request(`/faq-item/${faqId}`, {
      method: 'PUT',
      cookie: admin,
      body: { accodingText: 'Yes, across Europe.' },
    });
    expect(saved.status).toBe(200);
    expect(await versions('faqItems', faqId)).toEqual([4, 3, 2, 1]);
  });
});
