import { Suspense, type ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banner, faqItems } from '@agency/contracts';
import { LocaleProvider, preloadTexts } from '@agency/ui';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { EditRecordPage } from '../kit/edit-record-page';
import { ResourceForm } from '../kit/resource-form';
import { RecordDraftNotice } from '../publishing/record-draft';
import SettingsPage from '../pages/settings';
import { sampleRecord } from '../testing/sample-record';
import { cmsMessages } from '.';

const id = '0123456789abcdef01234567';

function inGerman(page: ReactElement, path: string, route = '*') {
  renderPage(
    <LocaleProvider locale="de">
      <Suspense fallback={null}>{page}</Suspense>
    </LocaleProvider>,
    { path, route, user: ADMIN },
  );
}

beforeAll(() => preloadTexts('de', [cmsMessages]));

test('the Settings hub speaks German: headings, counts, drafts and the languages form', async () => {
  stubFetch({
    'GET /banner': { body: [sampleRecord(banner, id)] },
    'GET /content-drafts': { body: [] },
    'GET /languages': { body: { languages: ['en', 'de'], defaultLanguage: 'en' } },
    'GET /content-translations/missing': {
      body: { banner: { de: { fields: 2, records: 1 } } },
    },
  });
  inGerman(<SettingsPage />, '/setting');
  expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
  expect(
    await screen.findByText('Keine Entwürfe: Besucher sehen alles, was gespeichert wurde.'),
  ).toBeInTheDocument();
  // The content catalogue's card titles and hints are German too, and so is what the CMS adds to them.
  expect(
    await screen.findByText(
      'Überschrift, Text, Bild und Button des Hero-Bereichs · 1 Datensatz · 2 Felder auf Deutsch zu übersetzen',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Kundenstimmen/ })).toBeInTheDocument();
  const languages = await screen.findByRole('list', { name: 'Die Sprachen der Website' });
  expect(within(languages).getByText(/en — Englisch/)).toHaveTextContent('en — Englisch (Standard)');
  expect(screen.getByRole('button', { name: 'de — Deutsch entfernen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sprachen speichern' })).toBeInTheDocument();
});

test('the languages form refuses a language past the most a site may have in German, as the API would', async () => {
  const twenty = [
    'en',
    'de',
    'fr',
    'es',
    'it',
    'nl',
    'pt',
    'pl',
    'sv',
    'da',
    'fi',
    'nb',
    'cs',
    'sk',
    'hu',
    'ro',
    'el',
    'tr',
    'ja',
    'ko',
  ];
  stubFetch({
    'GET /banner': { body: [] },
    'GET /content-drafts': { body: [] },
    'GET /languages': { body: { languages: twenty, defaultLanguage: 'en' } },
    'GET /content-translations/missing': { body: {} },
  });
  inGerman(<SettingsPage />, '/setting');
  await screen.findByRole('list', { name: 'Die Sprachen der Website' });
  const code = screen.getByLabelText('Sprachcode');
  await userEvent.type(code, 'zh{Enter}');
  expect(code).toHaveAccessibleDescription(/languages darf höchstens 20 Sprachen nennen/);
});

test("a record editor speaks German, the content catalogue's field labels included", async () => {
  const record = sampleRecord(banner, id);
  stubFetch({
    'GET /languages': { body: { languages: ['en', 'de'], defaultLanguage: 'en' } },
    [`GET /banner/${id}?locale=en`]: { body: record },
    'GET /content-drafts': { body: [] },
    [`GET /content-history/banner/${id}`]: { body: [] },
  });
  inGerman(<EditRecordPage resource={banner} title="Edit Banner" />, `/banner/${id}`, '/banner/:id');
  const language = await screen.findByLabelText('Sprache');
  expect(
    within(language)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Englisch (Standard)', 'Deutsch']);
  expect(await screen.findByLabelText('Banner-Überschrift')).toHaveValue(String(record.bannerHeading));
  expect(screen.getByLabelText('Zweite Überschrift')).toBeInTheDocument();
  expect(screen.queryByLabelText('Banner Heading')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Banner aktualisieren' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Entwurf speichern' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Live-Vorschau' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Verlauf' })).toBeInTheDocument();
});

test("adding in German: the block's name, its field labels and the alert after saving are German", async () => {
  const fetch = stubFetch({ 'POST /add-faq-item': { body: sampleRecord(faqItems, id) } });
  inGerman(<ResourceForm resource={faqItems} />, '/faq');
  await userEvent.type(await screen.findByLabelText('Frage'), 'Wie lange dauert ein Projekt?');
  await userEvent.type(screen.getByLabelText('Antwort'), 'Meist sechs Wochen.');
  await userEvent.click(screen.getByRole('button', { name: 'FAQ-Einträge hinzufügen' }));
  expect(await screen.findByText('FAQ-Eintrag wurde hinzugefügt')).toBeInTheDocument();
  expect(fetch.calls[0].body).toEqual({
    accodingTitle: 'Wie lange dauert ein Projekt?',
    accodingText: 'Meist sechs Wochen.',
  });
});

test('updating in German: the alert after saving is German', async () => {
  const record = sampleRecord(banner, id);
  stubFetch({ [`PUT /update-banner/${id}`]: { body: record } });
  inGerman(<ResourceForm resource={banner} record={record} />, '/edit-banner');
  await userEvent.click(await screen.findByRole('button', { name: 'Banner aktualisieren' }));
  expect(await screen.findByText('Banner wurde aktualisiert')).toBeInTheDocument();
});

test("in English the same form shows the contracts' documented texts, unchanged", async () => {
  stubFetch({ 'POST /add-faq-item': { body: sampleRecord(faqItems, id) } });
  renderPage(<ResourceForm resource={faqItems} />, { path: '/faq', route: '*', user: ADMIN });
  await userEvent.type(screen.getByLabelText('Question'), 'How long does a project take?');
  await userEvent.type(screen.getByLabelText('Answer'), 'Six weeks, mostly.');
  await userEvent.click(screen.getByRole('button', { name: 'Add FAQ items' }));
  expect(await screen.findByText(faqItems.alerts.added)).toBeInTheDocument();
});

test('a draft in German names its changed fields and its time as German does', async () => {
  const record = sampleRecord(banner, id);
  const draft = {
    _id: 'd1',
    resource: 'banner',
    recordId: id,
    createsRecord: false,
    fields: { ...record, bannerHeading: 'Neu' },
    savedByEmail: 'editor@example.com',
    updatedAt: '2026-11-26T09:14:00.000Z',
    publishAt: '2026-12-01T10:30:00.000Z',
  };
  stubFetch({});
  inGerman(<RecordDraftNotice resource={banner} draft={draft} published={record} />, `/banner/${id}`);
  expect(await screen.findByText(/Banner-Überschrift/)).toBeInTheDocument();
  const times = screen.getAllByText((_content, element) => element?.tagName === 'TIME');
  expect(times.map((time) => time.textContent)).toEqual([
    expect.stringMatching(/^2[56]\.11\.2026, \d{2}:\d{2}$/),
    expect.stringMatching(/^0[12]\.12\.2026, \d{2}:\d{2}$/),
  ]);
});
