import { Types } from 'mongoose';
import type { AuditEntry, ContentDraft, ContentVersion, SearchPage } from '@agency/contracts';
import { ContentHistoryService } from '../src/content/publishing/content-history.service';
import { ScheduledPublishingService } from '../src/content/publishing/scheduled-publishing.service';
import { BANNER } from './content-support';
import { TEST_ADMIN, TestApi } from './support/test-api';

const DAY_MS = 86_400_000;

describe('content drafts, publishing, history and preview', () => {
  let api: TestApi;
  let admin: string;
  let bannerId: string;

  beforeAll(async () => {
    api = await TestApi.start({ config: { contentHistoryVersions: 6, contentHistoryDays: 30 } });
    admin = await api.adminCookie();
    // As seeded or written before history began: straight into the collection.
    bannerId = (
      await api.db.collection('banners').insertOne({ ...BANNER, singletonSlot: 1 })
    ).insertedId.toHexString();
  });
  afterAll(() => api.close());

  const as = (method: string, path: string, body?: unknown) =>
    api.request(path, { method, cookie: admin, ...(body === undefined ? {} : { body }) });
  const publicHeading = async () => (await api.request('/banner')).body[0].bannerHeading as string;
  const drafts = async () => (await as('GET', '/content-drafts')).body as ContentDraft[];
  const versions = async (resource: string, id: string) =>
    (await as('GET', `/content-history/${resource}/${id}`)).body as ContentVersion[];
  const actions = async () =>
    ((await as('GET', '/audit-log/search?area=content')).body as SearchPage<AuditEntry>).items.map(
      (line) => line.action,
    );

  it('saves a draft through the documented update with ?draft=true, which visitors do not see', async () => {
    const saved = await as('PUT', `/update-banner/${bannerId}?draft=true`, {
      bannerHeading: 'Draft heading',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      resource: 'banner',
      recordId: bannerId,
      createsRecord: false,
      fields: { bannerHeading: 'Draft heading' },
      savedByEmail: TEST_ADMIN.email,
    });
    expect(saved.body).not.toHaveProperty('savedById');
    // Saving again adds to the same draft.
    await as('PUT', `/update-banner/${bannerId}?draft=true`, { buttonOneText: 'Begin' });
    const [draft] = await drafts();
    expect(draft.fields).toEqual({ bannerHeading: 'Draft heading', buttonOneText: 'Begin' });
    expect(await drafts()).toHaveLength(1);

    // A field typed back to its published value leaves the draft; one sent unchanged never enters it.
    await as('PUT', `/update-banner/${bannerId}?draft=true`, {
      buttonOneText: BANNER.buttonOneText,
      bannerDetails: BANNER.bannerDetails,
    });
    expect((await drafts())[0].fields).toEqual({ bannerHeading: 'Draft heading' });
    await as('PUT', `/update-banner/${bannerId}?draft=true`, { buttonOneText: 'Begin' });

    expect(await publicHeading()).toBe(BANNER.bannerHeading);
    expect((await api.request(`/banner/${bannerId}`)).body.bannerHeading).toBe(BANNER.bannerHeading);
    expect(await versions('banner', bannerId)).toEqual([]);
    expect((await actions())[0]).toBe('Saved a draft of Banner');
  });

  it('refuses a draft flag that is not true or false, and a draft of a record that does not exist', async () => {
    const bad = await as('PUT', `/update-banner/${bannerId}?draft=yes`, { bannerHeading: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('draft must be true or false');
    const missing = await as('PUT', `/update-banner/0123456789abcdef01234567?draft=true`, {
      bannerHeading: 'x',
    });
    expect(missing.status).toBe(404);
    // A draft is checked by the same rules as a publish.
    const empty = await as('PUT', `/update-banner/${bannerId}?draft=true`, { bannerHeading: '' });
    expect(empty.status).toBe(400);
    expect((await drafts())[0].fields.bannerHeading).toBe('Draft heading');
  });

  it('shows an admin the drafts in preview, never cached or indexed, and nobody else', async () => {
    const preview = await as('GET', '/content-preview/banner');
    expect(preview.status).toBe(200);
    expect(preview.body[0]).toMatchObject({
      _id: bannerId,
      bannerHeading: 'Draft heading',
      buttonOneText: 'Begin',
    });
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect((await api.request('/content-preview/banner')).status).toBe(401);
    const { cookie } = await api.customerCookie();
    expect((await api.request('/content-preview/banner', { cookie })).status).toBe(403);
    expect((await as('GET', '/content-preview/no-such-block')).status).toBe(404);

    const every = await as('GET', '/content-preview');
    expect(every.headers.get('cache-control')).toBe('no-store');
    expect(every.body.banner[0].bannerHeading).toBe('Draft heading');
    expect(every.body.faqItems).toEqual([]);
    expect((await api.request('/content-preview', { cookie })).status).toBe(403);
  });

  it('publishes a draft: visitors see it, history keeps the state before and the version published', async () => {
    const [draft] = await drafts();
    const published = await as('POST', `/content-drafts/${draft._id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      _id: bannerId,
      bannerHeading: 'Draft heading',
      buttonOneText: 'Begin',
    });
    expect(await publicHeading()).toBe('Draft heading');
    expect(await drafts()).toEqual([]);

    const kept = await versions('banner', bannerId);
    expect(kept.map((version) => [version.version, version.publishedByEmail])).toEqual([
      [2, TEST_ADMIN.email],
      [1, null],
    ]);
    expect(kept[1].fields).toEqual(BANNER);
    expect(kept[0].fields).toEqual({ ...BANNER, bannerHeading: 'Draft heading', buttonOneText: 'Begin' });
    expect((await actions())[0]).toBe('Published Banner');
    expect((await as('POST', `/content-drafts/${draft._id}/publish`)).status).toBe(404);
  });

  it('keeps the documented update publishing at once, as a new version', async () => {
    const response = await as('PUT', `/update-banner/${bannerId}`, { bannerHeading: 'Published directly' });
    expect(response.status).toBe(200);
    expect(response.body.bannerHeading).toBe('Published directly');
    expect(await publicHeading()).toBe('Published directly');
    expect((await versions('banner', bannerId))[0]).toMatchObject({
      version: 3,
      publishedByEmail: TEST_ADMIN.email,
    });
  });

  it('compares two versions field by field', async () => {
    const diff = await as('GET', `/content-history/banner/${bannerId}/diff?from=1&to=3`);
    expect(diff.status).toBe(200);
    expect(diff.body).toEqual([
      { field: 'bannerHeading', before: 'We grow brands', after: 'Published directly' },
      { field: 'buttonOneText', before: 'Start', after: 'Begin' },
    ]);
    expect((await as('GET', `/content-history/banner/${bannerId}/diff?from=3&to=3`)).body).toEqual([]);
    const bad = await as('GET', `/content-history/banner/${bannerId}/diff?from=first&to=3`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('from must be a version number from 1');
    expect((await as('GET', `/content-history/banner/${bannerId}/diff?from=1&to=99`)).status).toBe(404);
  });

  it('restores an old version as a draft, which publishes as a new version saying so', async () => {
    const restored = await as('POST', `/content-history/banner/${bannerId}/1/restore`);
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ recordId: bannerId, createsRecord: false, fields: BANNER });
    expect(await publicHeading()).toBe('Published directly');
    expect((await actions())[0]).toBe('Restored version 1 of Banner as a draft');

    await as('POST', `/content-drafts/${restored.body._id}/publish`);
    expect(await publicHeading()).toBe(BANNER.bannerHeading);
    expect((await versions('banner', bannerId))[0]).toMatchObject({
      version: 4,
      restoredFrom: 1,
      fields: BANNER,
    });
    expect((await as('POST', `/content-history/banner/${bannerId}/99/restore`)).status).toBe(404);
    expect((await as('POST', `/content-history/banner/${bannerId}/0/restore`)).status).toBe(400);
  });

  it('drafts a new item that appears in preview only, then publishes it with the id the draft gave it', async () => {
    const first = await as('POST', '/add-faq-item', {
      accodingTitle: 'Live question',
      accodingText: 'Live.',
    });
    const draft = await as('POST', '/add-faq-item?draft=true', {
      accodingTitle: 'Draft question',
      accodingText: 'Soon.',
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ resource: 'faqItems', createsRecord: true });
    // A new record's draft still needs every required field.
    expect((await as('POST', '/add-faq-item?draft=true', { accodingTitle: 'Half' })).status).toBe(400);

    const titles = (items: Array<{ accodingTitle: string }>) => items.map((item) => item.accodingTitle);
    expect(titles((await api.request('/faq-items')).body)).toEqual(['Live question']);
    expect(titles((await as('GET', '/content-preview/faqItems')).body)).toEqual([
      'Live question',
      'Draft question',
    ]);

    await as('POST', `/content-drafts/${draft.body._id}/publish`);
    const live = (await api.request('/faq-items')).body as Array<{ _id: string; accodingTitle: string }>;
    expect(titles(live)).toEqual(['Live question', 'Draft question']);
    expect(live[1]._id).toBe(draft.body.recordId);
    expect((await versions('faqItems', draft.body.recordId)).map((version) => version.version)).toEqual([1]);
    expect((await actions())[0]).toBe('Published FAQ items');

    // Deleting a record lets its draft go too.
    await as('PUT', `/faq-item/${first.body._id}?draft=true`, { accodingText: 'Edited.' });
    await as('DELETE', `/faq-item/${first.body._id}`);
    expect((await drafts()).filter((pending) => pending.recordId === first.body._id)).toEqual([]);
  });

  it("lists a deleted record's last version, even one never edited, and restores it with the same id", async () => {
    // As seeded: no version kept yet.
    const seeded = await api.db
      .collection('faqitems')
      .insertOne({ accodingTitle: 'Seeded question', accodingText: 'Seeded.', order: 99 });
    const id = seeded.insertedId.toHexString();
    expect((await as('DELETE', `/faq-item/${id}`)).status).toBe(200);

    const deleted = await as('GET', '/content-history/faqItems/deleted');
    expect(deleted.status).toBe(200);
    const listed = deleted.body as ContentVersion[];
    expect(listed[0]).toMatchObject({
      recordId: id,
      version: 1,
      fields: { accodingTitle: 'Seeded question', accodingText: 'Seeded.' },
    });
    // One line per record, and none for a record that still exists.
    expect(new Set(listed.map((version) => version.recordId)).size).toBe(listed.length);
    const live = (await api.request('/faq-items')).body as Array<{ _id: string }>;
    expect(listed.filter((version) => live.some((record) => record._id === version.recordId))).toEqual([]);

    const restored = await as('POST', `/content-history/faqItems/${id}/1/restore`);
    expect(restored.body).toMatchObject({ recordId: id, createsRecord: true });
    await as('POST', `/content-drafts/${restored.body._id}/publish`);
    expect((await api.request(`/faq-item/${id}`)).body.accodingTitle).toBe('Seeded question');
    const after = (await as('GET', '/content-history/faqItems/deleted')).body as ContentVersion[];
    expect(after.map((version) => version.recordId)).not.toContain(id);
    expect((await as('GET', '/content-history/nothing/deleted')).status).toBe(404);
  });

  it('publishes every pending draft at once, leaving pending the one a check refuses', async () => {
    const pricing = {
      packagePrice: '49.00',
      packageButtonText: 'Order',
      packagePointOne: 'One',
      packagePointTwo: 'Two',
      packagePointThree: 'Three',
    };
    const basic = await as('POST', '/add-pricing', { ...pricing, packageName: 'Basic' });
    expect((await as('POST', '/add-pricing', { ...pricing, packageName: 'Standard' })).status).toBe(201);
    await as('PUT', `/update-banner/${bannerId}?draft=true`, { bannerHeading: 'All at once' });
    await as('PUT', `/pricing/${basic.body._id}?draft=true`, { packagePrice: '59.00' });
    const standard = (
      (await api.request('/pricings')).body as Array<{ _id: string; packageName: string }>
    ).find((pricing) => pricing.packageName === 'Standard')!;
    // Standard renamed to Basic: the unique check refuses it at publish.
    await as('PUT', `/pricing/${standard._id}?draft=true`, { packageName: 'Basic' });

    const result = await as('POST', '/content-drafts/publish');
    expect(result.status).toBe(200);
    expect(result.body.published).toBe(2);
    expect(result.body.failed).toEqual([
      expect.objectContaining({
        resource: 'pricings',
        recordId: standard._id,
        message: expect.stringMatching(/packageName/),
      }),
    ]);
    expect(await publicHeading()).toBe('All at once');
    const prices = (await api.request('/pricings')).body as Array<{
      packageName: string;
      packagePrice: string;
    }>;
    expect(prices.find((pricing) => pricing.packageName === 'Basic')!.packagePrice).toBe('59.00');
    expect((await drafts()).map((pending) => pending.recordId)).toEqual([standard._id]);

    // An admin who reads German is told why in German.
    expect((await as('PUT', '/account', { language: 'de' })).status).toBe(200);
    try {
      const again = await as('POST', '/content-drafts/publish');
      expect(again.body.failed).toEqual([
        expect.objectContaining({
          recordId: standard._id,
          message: expect.stringMatching(/muss eindeutig sein/),
        }),
      ]);
    } finally {
      await as('PUT', '/account', { language: 'en' });
    }
  });

  it('publishes a scheduled draft by itself once its time comes, as the admin who scheduled it', async () => {
    const draft = (await as('PUT', `/update-banner/${bannerId}?draft=true`, { bannerHeading: 'Launch day' }))
      .body as ContentDraft;
    for (const [publishAt, message] of [
      ['tomorrow', 'publishAt must be a time like 2026-12-01T09:00:00Z, or null to cancel'],
      [new Date(Date.now() - 60_000).toISOString(), 'publishAt must be in the future'],
      [new Date(Date.now() + 400 * DAY_MS).toISOString(), 'publishAt must be within 366 days'],
    ]) {
      const refused = await as('PUT', `/content-drafts/${draft._id}/schedule`, { publishAt });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await as('PUT', `/content-drafts/${draft._id}/schedule`, {
      publishAt: at.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({
      publishAt: at.toISOString(),
      scheduledByEmail: TEST_ADMIN.email,
    });
    expect((await actions())[0]).toBe(`Scheduled a draft of Banner for ${at.toISOString()}`);

    const scheduler = api.app.get(ScheduledPublishingService);
    // Not yet due: nothing happens.
    expect(await scheduler.publishDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await publicHeading()).not.toBe('Launch day');
    // Due: it goes live once, however many times the scheduler looks.
    expect(await scheduler.publishDue(new Date(at.getTime() + 1000))).toBe(1);
    expect(await scheduler.publishDue(new Date(at.getTime() + 2000))).toBe(0);
    expect(await publicHeading()).toBe('Launch day');
    expect((await drafts()).map((pending) => pending.recordId)).not.toContain(bannerId);
    expect((await versions('banner', bannerId))[0]).toMatchObject({ publishedByEmail: TEST_ADMIN.email });
    expect((await actions())[0]).toBe('Published Banner at its scheduled time');

    // A schedule can be cancelled.
    const next = (await as('PUT', `/update-banner/${bannerId}?draft=true`, { bannerHeading: 'Later' })).body;
    await as('PUT', `/content-drafts/${next._id}/schedule`, { publishAt: at.toISOString() });
    const cancelled = await as('PUT', `/content-drafts/${next._id}/schedule`, { publishAt: null });
    expect(cancelled.body.publishAt).toBeUndefined();
    expect(await scheduler.publishDue(new Date(at.getTime() + 1000))).toBe(0);
    await as('DELETE', `/content-drafts/${next._id}`);
  });

  it('publishes a scheduled draft whose claimer died once, and lets one it had already published go', async () => {
    const scheduler = api.app.get(ScheduledPublishingService);
    const at = new Date(Date.now() + 60 * 60_000);
    const schedule = async (heading: string) => {
      const draft = (await as('PUT', `/update-banner/${bannerId}?draft=true`, { bannerHeading: heading }))
        .body as ContentDraft;
      await as('PUT', `/content-drafts/${draft._id}/schedule`, { publishAt: at.toISOString() });
      return draft;
    };
    // Claimed by a process that died before publishing it: claimed again once its claim ran out.
    const orphan = await schedule('Claimed, never published');
    const lapsedClaim = { publishingUntil: new Date(at.getTime() + 500), publishClaims: 1 };
    await api.db.collection('content_drafts').updateOne({ recordId: bannerId }, { $set: lapsedClaim });
    expect(await scheduler.publishDue(new Date(at.getTime() + 100))).toBe(0);
    expect(await scheduler.publishDue(new Date(at.getTime() + 1000))).toBe(1);
    expect(await scheduler.publishDue(new Date(at.getTime() + 2000))).toBe(0);
    expect(await publicHeading()).toBe('Claimed, never published');
    const scheduledAction = `Scheduled a draft of Banner for ${at.toISOString()}`;
    expect((await actions()).slice(0, 2)).toEqual([
      'Published Banner at its scheduled time',
      scheduledAction,
    ]);
    expect((await drafts()).map((pending) => pending._id)).not.toContain(orphan._id);

    // Published by a process that died before letting it go: not published or audited again.
    await schedule('Published, then the process died');
    const versionsBefore = (await versions('banner', bannerId)).length;
    await api.db.collection('banners').updateOne(
      { _id: new Types.ObjectId(bannerId) },
      {
        $set: { bannerHeading: 'Published, then the process died' },
      },
    );
    await api.db.collection('content_drafts').updateOne({ recordId: bannerId }, { $set: lapsedClaim });
    expect(await scheduler.publishDue(new Date(at.getTime() + 1000))).toBe(0);
    expect((await drafts()).map((pending) => pending.recordId)).not.toContain(bannerId);
    expect((await versions('banner', bannerId)).length).toBe(versionsBefore);
    expect((await actions())[0]).toBe(scheduledAction);
  });

  it('checks a schedule body like every other body: a 400 naming the field, and nothing scheduled', async () => {
    const draft = (await as('PUT', `/update-banner/${bannerId}?draft=true`, { bannerHeading: 'Checked' }))
      .body as ContentDraft;
    for (const [body, field] of [
      [{}, 'publishAt'],
      [{ publishAt: 5 }, 'publishAt'],
      [{ publishAt: null, at: 'noon' }, 'at'],
      [{ $set: { publishAt: null } }, '$set'],
    ] as const) {
      const refused = await as('PUT', `/content-drafts/${draft._id}/schedule`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].field).toBe(field);
    }
    expect((await drafts()).find((pending) => pending._id === draft._id)?.publishAt).toBeUndefined();
    await as('DELETE', `/content-drafts/${draft._id}`);
  });

  it('discards a draft, which changes nothing visitors see', async () => {
    const [pending] = await drafts();
    const discarded = await as('DELETE', `/content-drafts/${pending._id}`);
    expect(discarded.status).toBe(200);
    expect(await drafts()).toEqual([]);
    expect((await actions())[0]).toBe('Discarded a draft of Pricing packages');
    expect((await as('DELETE', `/content-drafts/${pending._id}`)).status).toBe(404);
  });

  it('prunes versions past the configured count and age, always keeping the newest', async () => {
    for (let i = 0; i < 6; i++) await as('PUT', `/update-banner/${bannerId}`, { bannerHeading: `Edit ${i}` });
    const kept = await versions('banner', bannerId);
    expect(kept).toHaveLength(6);
    expect(kept[0].fields.bannerHeading).toBe('Edit 5');

    const history = api.db.collection('content_history');
    await history.updateMany(
      { resource: 'banner', recordId: bannerId },
      { $set: { publishedAt: new Date(Date.now() - 31 * DAY_MS) } },
    );
    expect(await api.app.get(ContentHistoryService).prune('banner', bannerId)).toBe(5);
    expect((await versions('banner', bannerId)).map((version) => version.fields.bannerHeading)).toEqual([
      'Edit 5',
    ]);
  });

  it('keeps history, drafts and preview to admins', async () => {
    const { cookie } = await api.customerCookie();
    for (const path of [
      '/content-drafts',
      `/content-history/banner/${bannerId}`,
      '/content-history/faqItems/deleted',
    ])
      expect((await api.request(path, { cookie })).status).toBe(403);
    expect(
      (
        await api.request(`/update-banner/${bannerId}?draft=true`, {
          method: 'PUT',
          cookie,
          body: { bannerHeading: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});
