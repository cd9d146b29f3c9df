import type {
  AuditEntry,
  ContentDraft,
  ContentVersion,
  MissingTranslations,
  RecordTranslation,
  SearchPage,
} from '@agency/contracts';
import { ScheduledPublishingService } from '../src/content/publishing/scheduled-publishing.service';
import { BANNER } from './content-support';
import { TestApi } from './support/test-api';

const GERMAN = { bannerHeading: 'Wir lassen Marken wachsen', buttonOneText: 'Los geht’s' };

describe('the site in several languages', () => {
  let api: TestApi;
  let admin: string;
  let bannerId: string;
  /** The default answers as they were before any language or translation existed. */
  let before: { list: string; etag: string | null; one: string };

  beforeAll(async () => {
    api = await TestApi.start();
    admin = await api.adminCookie();
    const added = await as('POST', '/add-banner', BANNER);
    expect(added.status).toBe(201);
    bannerId = added.body._id;
    before = await defaultAnswers();
  });
  afterAll(() => api.close());

  const as = (method: string, path: string, body?: unknown) =>
    api.request(path, { method, cookie: admin, ...(body === undefined ? {} : { body }) });
  const defaultAnswers = async () => {
    const list = await raw('/banner');
    const one = await raw(`/banner/${bannerId}`);
    return { list: await list.text(), etag: list.headers.get('etag'), one: await one.text() };
  };
  const raw = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers });
  const heading = async (path: string, headers: Record<string, string> = {}) =>
    (await api.request(path, { headers })).body[0].bannerHeading as string;
  const setLanguages = (languages: unknown, defaultLanguage: unknown = 'en') =>
    as('PUT', '/languages', { languages, defaultLanguage });
  const drafts = async () => (await as('GET', '/content-drafts')).body as ContentDraft[];
  const actions = async () =>
    ((await as('GET', '/audit-log/search?area=content')).body as SearchPage<AuditEntry>).items.map(
      (line) => line.action,
    );

  describe('languages as settings', () => {
    it('starts with English alone, read by anyone, and a page that never varies with Accept-Language', async () => {
      const read = await api.request('/languages');
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ languages: ['en'], defaultLanguage: 'en' });
      const list = await raw('/banner', { 'accept-language': 'de' });
      expect(list.headers.get('vary') ?? '').not.toContain('Accept-Language');
      expect(await list.text()).toBe(before.list);
      // Only configured languages are read.
      const unconfigured = await api.request('/banner?locale=de');
      expect(unconfigured.status).toBe(400);
      expect(unconfigured.body.errors).toEqual([
        { field: 'locale', message: "locale must be one of the site's languages: en" },
      ]);
    });

    it.each<[string, unknown, string]>([
      ['an empty list', { languages: [], defaultLanguage: 'en' }, 'languages'],
      ['a list that is not a list', { languages: 'en,de', defaultLanguage: 'en' }, 'languages'],
      ['an unknown language', { languages: ['en', 'xx'], defaultLanguage: 'en' }, 'languages'],
      ['a code in the wrong case', { languages: ['en', 'DE'], defaultLanguage: 'en' }, 'languages'],
      ['an underscore', { languages: ['en', 'de_AT'], defaultLanguage: 'en' }, 'languages'],
      ['a repeated language', { languages: ['en', 'de', 'de'], defaultLanguage: 'en' }, 'languages'],
      ['a code that is not text', { languages: ['en', 42], defaultLanguage: 'en' }, 'languages'],
      ['an operator', { languages: ['en', { $gt: '' }], defaultLanguage: 'en' }, 'languages'],
      ['a huge code', { languages: ['en', `de-${'x'.repeat(5000)}`], defaultLanguage: 'en' }, 'languages'],
      [
        'an oversized list',
        {
          languages: ['en', ...Array.from({ length: 5000 }, (_, i) => `de-${String(i).padStart(3, '0')}`)],
          defaultLanguage: 'en',
        },
        'languages',
      ],
      ['a list without the default', { languages: ['de', 'fr'], defaultLanguage: 'en' }, 'languages'],
      ['a default not in the list', { languages: ['en', 'de'], defaultLanguage: 'fr' }, 'defaultLanguage'],
      ['another default', { languages: ['en', 'de'], defaultLanguage: 'de' }, 'defaultLanguage'],
      ['no default', { languages: ['en', 'de'] }, 'defaultLanguage'],
      ['an unknown field', { languages: ['en'], defaultLanguage: 'en', fallback: 'en' }, 'fallback'],
      ['a list as the body', ['en', 'de'], 'body'],
    ])('refuses %s with a 400 naming the field, storing nothing', async (_case, body, field) => {
      const refused = await as('PUT', '/languages', body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((error: { field: string }) => error.field)).toContain(field);
      expect(typeof refused.body.message).toBe('string');
      expect((await api.request('/languages')).body).toEqual({ languages: ['en'], defaultLanguage: 'en' });
    });

    it('refuses a __proto__ key whichever way the body carries it', async () => {
      for (const body of [
        '{"__proto__": {"languages": ["en", "de"]}, "languages": ["en"], "defaultLanguage": "en"}',
        '{"languages": ["en"], "defaultLanguage": "en", "constructor": {"prototype": {"x": 1}}}',
      ]) {
        const refused = await as('PUT', '/languages', body);
        expect(refused.status).toBe(400);
      }
      expect((await api.request('/languages')).body).toEqual({ languages: ['en'], defaultLanguage: 'en' });
    });

    it('lets an admin add languages, audited, and no one else', async () => {
      const visitor = await api.request('/languages', {
        method: 'PUT',
        body: { languages: ['en', 'de'], defaultLanguage: 'en' },
      });
      expect(visitor.status).toBe(401);
      const customer = await api.request('/languages', {
        method: 'PUT',
        cookie: (await api.customerCookie()).cookie,
        body: { languages: ['en', 'de'], defaultLanguage: 'en' },
      });
      expect(customer.status).toBe(403);

      const set = await setLanguages(['en', 'de', 'fr']);
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ languages: ['en', 'de', 'fr'], defaultLanguage: 'en' });
      expect((await api.request('/languages')).body).toEqual(set.body);
      expect((await actions())[0]).toBe("Set the site's languages");
    });
  });

  describe('localized content', () => {
    it('writes a language through the documented update with ?locale=, answering in it', async () => {
      const written = await as('PUT', `/update-banner/${bannerId}?locale=de`, GERMAN);
      expect(written.status).toBe(200);
      expect(written.body).toMatchObject({ ...BANNER, ...GERMAN, _id: bannerId });
      expect(written.body).not.toHaveProperty('translations');
      expect((await actions())[0]).toBe('Updated Banner in de');
    });

    it('keeps every default answer byte for byte, its ETag included', async () => {
      const list = await raw('/banner');
      expect(await list.text()).toBe(before.list);
      expect(list.headers.get('etag')).toBe(before.etag);
      expect(await (await raw(`/banner/${bannerId}`)).text()).toBe(before.one);
      expect(await (await raw('/banner?locale=en')).text()).toBe(before.list);
    });

    it('reads a language with ?locale=, its missing values falling back to the default language', async () => {
      const [german] = (await api.request('/banner?locale=de')).body;
      expect(german).toEqual({ ...JSON.parse(before.list)[0], ...GERMAN });
      const one = await api.request(`/banner/${bannerId}?locale=de`);
      expect(one.body).toEqual(german);
      // French has nothing yet: every value is the default's.
      expect(await (await raw('/banner?locale=fr')).text()).toBe(before.list);
    });

    it('follows Accept-Language on public reads when no locale is named, and says the answer varies with it', async () => {
      const german = await raw('/banner', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
      expect(german.headers.get('vary')).toContain('Accept-Language');
      expect((await german.json())[0].bannerHeading).toBe(GERMAN.bannerHeading);
      const one = await api.request(`/banner/${bannerId}`, { headers: { 'accept-language': 'de' } });
      expect(one.body.bannerHeading).toBe(GERMAN.bannerHeading);
      expect(one.headers.get('vary')).toContain('Accept-Language');

      // An unconfigured or unreadable Accept-Language gets the default language, never an error.
      for (const header of ['es', 'de;q=0', '*', ';;;,,', 'x'.repeat(4000)]) {
        const answer = await raw('/banner', { 'accept-language': header });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('vary')).toContain('Accept-Language');
        expect(await answer.text()).toBe(before.list);
      }
      // The order of preference counts, q-values first.
      expect(await heading('/banner', { 'accept-language': 'fr;q=0.4, de;q=0.8' })).toBe(
        GERMAN.bannerHeading,
      );
      expect(await heading('/banner', { 'accept-language': 'en, de' })).toBe(BANNER.bannerHeading);
      // An explicit locale wins over the header.
      expect(await heading('/banner?locale=en', { 'accept-language': 'de' })).toBe(BANNER.bannerHeading);
    });

    it('refuses an explicit locale the site does not have', async () => {
      for (const locale of ['es', 'xx', 'DE', '', 'de&locale=fr']) {
        const refused = await api.request(`/banner?locale=${encodeURIComponent(locale)}`);
        expect(refused.status).toBe(400);
        expect(refused.body.errors[0].field).toBe('locale');
      }
      const repeated = await api.request('/banner?locale=de&locale=fr');
      expect(repeated.status).toBe(400);
    });

    it('keys ETags by language: a translation changes only its language’s, a default value every language that shows it', async () => {
      const etagOf = async (path: string) => (await raw(path)).headers.get('etag')!;
      const german = await etagOf('/banner?locale=de');
      const french = await etagOf('/banner?locale=fr');
      expect(german).not.toBe(before.etag);
      expect((await raw('/banner?locale=de', { 'if-none-match': german })).status).toBe(304);

      await as('PUT', `/update-banner/${bannerId}?locale=de`, {
        bannerDetails: 'Strategie, Design und Werbung.',
      });
      expect((await raw('/banner?locale=de', { 'if-none-match': german })).status).toBe(200);
      expect((await raw('/banner', { 'if-none-match': before.etag! })).status).toBe(304);
      expect((await raw('/banner?locale=fr', { 'if-none-match': french })).status).toBe(304);

      // French shows the default's details, so a change of them is a change of French too; German keeps its own.
      const germanNow = await etagOf('/banner?locale=de');
      await as('PUT', `/update-banner/${bannerId}`, {
        bannerDetails: 'Strategy, design and ads, in one place.',
      });
      expect((await raw('/banner?locale=fr', { 'if-none-match': french })).status).toBe(200);
      expect((await api.request('/banner?locale=fr')).body[0].bannerDetails).toBe(
        'Strategy, design and ads, in one place.',
      );
      expect((await api.request('/banner?locale=de')).body[0].bannerDetails).toBe(
        'Strategie, Design und Werbung.',
      );
      expect((await raw('/banner?locale=de', { 'if-none-match': germanNow })).status).toBe(200);
      await as('PUT', `/update-banner/${bannerId}`, { bannerDetails: BANNER.bannerDetails });
      // The default answers from here on are the record's as that write left it.
      before = await defaultAnswers();
    });

    it('removes a translation with an empty value, so the default language shows again', async () => {
      const removed = await as('PUT', `/update-banner/${bannerId}?locale=de`, { bannerDetails: '' });
      expect(removed.status).toBe(200);
      expect(removed.body.bannerDetails).toBe(BANNER.bannerDetails);
      expect((await api.request('/banner?locale=de')).body[0].bannerDetails).toBe(BANNER.bannerDetails);
    });

    it('refuses shared fields, unknown fields and bad values in a translation, storing nothing', async () => {
      const cases: Array<[unknown, string]> = [
        [{ bannerImage: 'https://cdn.example.com/de.jpg' }, 'bannerImage'],
        [{ bannerHeading: 'Hallo', buttonOneLink: '/de/' }, 'buttonOneLink'],
        [{ bannerHeading: 'x'.repeat(201) }, 'bannerHeading'],
        [{ bannerHeading: 42 }, 'bannerHeading'],
        [{ nonsense: 'x' }, 'nonsense'],
        [{ 'translations.de.bannerHeading': 'x' }, 'translations.de.bannerHeading'],
        [{}, 'body'],
      ];
      for (const [body, field] of cases) {
        const refused = await as('PUT', `/update-banner/${bannerId}?locale=de`, body);
        expect(refused.status).toBe(400);
        expect(refused.body.errors.map((error: { field: string }) => error.field)).toContain(field);
      }
      const unconfigured = await as('PUT', `/update-banner/${bannerId}?locale=es`, { bannerHeading: 'Hola' });
      expect(unconfigured.status).toBe(400);
      expect(unconfigured.body.errors[0].field).toBe('locale');
      const added = await as('POST', '/add-service-item?locale=de', {
        serviceIcon: '/icon.svg',
        serviceTitle: 'Marke',
        serviceDetails: 'Logos',
      });
      expect(added.status).toBe(400);
      expect(added.body.errors[0].field).toBe('locale');
      expect((await api.request('/service-items')).body).toEqual([]);
      expect((await api.request('/banner?locale=de')).body[0]).toMatchObject({ ...BANNER, ...GERMAN });
    });

    it('shows an admin which fields of a language fall back, and counts what each block still lacks', async () => {
      const view = await as('GET', '/content-translations/banner?locale=de');
      expect(view.status).toBe(200);
      const [record] = view.body as RecordTranslation[];
      expect(record!._id).toBe(bannerId);
      expect(record!.values).toEqual({ ...BANNER, ...GERMAN });
      expect(record!.translated.sort()).toEqual(['bannerHeading', 'buttonOneText']);
      // Links and images are shared: they are neither translated nor missing.
      expect(record!.fallbacks.sort()).toEqual(['bannerDetails', 'buttonTwoLink']);
      expect((await as('GET', '/content-translations/banner?locale=es')).status).toBe(400);
      expect((await as('GET', '/content-translations/nothing?locale=de')).status).toBe(404);

      const missing = (await as('GET', '/content-translations/missing')).body as MissingTranslations;
      expect(Object.keys(missing.banner!)).toEqual(['de', 'fr']);
      expect(missing.banner).toEqual({ de: { fields: 2, records: 1 }, fr: { fields: 4, records: 1 } });
      expect(missing.serviceItems).toEqual({ de: { fields: 0, records: 0 }, fr: { fields: 0, records: 0 } });
    });

    it('keeps a removed language’s translations hidden, and brings them back when it is added again', async () => {
      await as('PUT', `/update-banner/${bannerId}?locale=fr`, { bannerHeading: 'Nous faisons grandir' });
      expect((await setLanguages(['en', 'de'])).status).toBe(200);
      expect((await api.request('/banner?locale=fr')).status).toBe(400);
      expect(await heading('/banner', { 'accept-language': 'fr' })).toBe(BANNER.bannerHeading);
      expect(
        Object.keys(((await as('GET', '/content-translations/missing')).body as MissingTranslations).banner!),
      ).toEqual(['de']);
      expect(await (await raw('/banner')).text()).toBe(before.list);

      expect((await setLanguages(['en', 'de', 'fr'])).status).toBe(200);
      expect(await heading('/banner?locale=fr')).toBe('Nous faisons grandir');
    });
  });

  describe('drafts, publishing, history and restore per language', () => {
    it('keeps one draft per record and language, each invisible until published', async () => {
      const german = await as('PUT', `/update-banner/${bannerId}?locale=de&draft=true`, {
        bannerDetails: 'Strategie und Design.',
      });
      expect(german.status).toBe(200);
      expect(german.body).toMatchObject({
        locale: 'de',
        recordId: bannerId,
        fields: { bannerDetails: 'Strategie und Design.' },
      });
      // A value typed back to the published translation leaves the draft.
      await as('PUT', `/update-banner/${bannerId}?locale=de&draft=true`, {
        bannerHeading: GERMAN.bannerHeading,
      });
      const english = await as('PUT', `/update-banner/${bannerId}?draft=true`, {
        bannerHeading: 'English draft',
      });
      expect(english.body).not.toHaveProperty('locale');
      expect(english.body.fields).toEqual({ bannerHeading: 'English draft' });

      const pending = await drafts();
      expect(pending).toHaveLength(2);
      expect(pending.find((draft) => draft.locale === 'de')?.fields).toEqual({
        bannerDetails: 'Strategie und Design.',
      });
      expect((await api.request('/banner?locale=de')).body[0].bannerDetails).toBe(BANNER.bannerDetails);
      expect(await heading('/banner')).toBe(BANNER.bannerHeading);
      expect((await actions())[0]).toBe('Saved a draft of Banner');

      // The preview in a language applies the default's drafts and that language's.
      const preview = (await as('GET', '/content-preview/banner?locale=de')).body;
      expect(preview[0]).toMatchObject({
        bannerHeading: GERMAN.bannerHeading,
        bannerDetails: 'Strategie und Design.',
      });
      const previewEnglish = (await as('GET', '/content-preview/banner')).body;
      expect(previewEnglish[0]).toMatchObject({
        bannerHeading: 'English draft',
        bannerDetails: BANNER.bannerDetails,
      });
      expect(previewEnglish[0]).not.toHaveProperty('translations');
      expect(
        ((await as('GET', '/content-preview?locale=fr')).body.banner[0] as Record<string, string>)
          .bannerHeading,
      ).toBe('Nous faisons grandir');
    });

    it('publishes one language’s draft alone, keeping a version of the whole record', async () => {
      const german = (await drafts()).find((draft) => draft.locale === 'de')!;
      const published = await as('POST', `/content-drafts/${german._id}/publish`);
      expect(published.status).toBe(200);
      expect(published.body.bannerDetails).toBe('Strategie und Design.');
      expect((await api.request('/banner?locale=de')).body[0].bannerDetails).toBe('Strategie und Design.');
      expect(await heading('/banner')).toBe(BANNER.bannerHeading);
      expect(await (await raw('/banner')).text()).toBe(before.list);
      expect((await drafts()).map((draft) => draft.locale)).toEqual([undefined]);
      expect((await actions())[0]).toBe('Published Banner in de');

      const [newest] = (await as('GET', `/content-history/banner/${bannerId}`)).body as ContentVersion[];
      expect(newest!.fields.bannerHeading).toBe(BANNER.bannerHeading);
      expect(newest!.translations?.de).toMatchObject({ ...GERMAN, bannerDetails: 'Strategie und Design.' });
      expect(newest!.translations?.fr).toEqual({ bannerHeading: 'Nous faisons grandir' });
    });

    it('lists, compares and restores versions in one language', async () => {
      const versions = (await as('GET', `/content-history/banner/${bannerId}?locale=de`))
        .body as ContentVersion[];
      const [newest, previous] = versions;
      expect(newest!.fields).toMatchObject({ bannerDetails: 'Strategie und Design.' });
      expect(newest).not.toHaveProperty('translations');
      expect(previous!.fields).not.toHaveProperty('bannerDetails');

      const diff = await as(
        'GET',
        `/content-history/banner/${bannerId}/diff?from=${previous!.version}&to=${newest!.version}&locale=de`,
      );
      expect(diff.body).toEqual([{ field: 'bannerDetails', before: null, after: 'Strategie und Design.' }]);
      expect((await as('GET', `/content-history/banner/${bannerId}?locale=es`)).status).toBe(400);

      // The version before German had its details: restoring it makes removing them the German draft.
      const restored = await as(
        'POST',
        `/content-history/banner/${bannerId}/${previous!.version}/restore?locale=de`,
      );
      expect(restored.status).toBe(201);
      expect(restored.body).toMatchObject({ locale: 'de', fields: { bannerDetails: '' } });
      expect((await actions())[0]).toBe(`Restored version ${previous!.version} of Banner in de as a draft`);
      // The English draft is untouched.
      expect((await drafts()).find((draft) => draft.locale === undefined)?.fields).toEqual({
        bannerHeading: 'English draft',
      });
    });

    it('publishes a language’s draft at its scheduled time', async () => {
      const german = (await drafts()).find((draft) => draft.locale === 'de')!;
      const at = new Date(Date.now() + 60 * 60_000);
      expect(
        (await as('PUT', `/content-drafts/${german._id}/schedule`, { publishAt: at.toISOString() })).status,
      ).toBe(200);
      const scheduler = api.app.get(ScheduledPublishingService);
      expect(await scheduler.publishDue(new Date(at.getTime() + 1000))).toBe(1);
      expect((await api.request('/banner?locale=de')).body[0].bannerDetails).toBe(BANNER.bannerDetails);
      expect(await heading('/banner?locale=de')).toBe(GERMAN.bannerHeading);
      const versions = (await as('GET', `/content-history/banner/${bannerId}?locale=de`))
        .body as ContentVersion[];
      expect(versions[0]!.restoredFrom).toBeDefined();
      expect(versions[0]!.fields).not.toHaveProperty('bannerDetails');
    });

    it('lets every draft of a deleted record go, in every language', async () => {
      const item = await as('POST', '/add-service-item', {
        serviceIcon: '/icon.svg',
        serviceTitle: 'Brand',
        serviceDetails: 'Logos',
      });
      await as('PUT', `/service-item/${item.body._id}?locale=de&draft=true`, { serviceTitle: 'Marke' });
      await as('PUT', `/service-item/${item.body._id}?draft=true`, { serviceTitle: 'Branding' });
      expect((await drafts()).filter((draft) => draft.recordId === item.body._id)).toHaveLength(2);
      expect((await as('DELETE', `/service-item/${item.body._id}`)).status).toBe(200);
      expect((await drafts()).filter((draft) => draft.recordId === item.body._id)).toEqual([]);
    });
  });
});
