import { Suspense, type ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { banner } from '@agency/contracts';
import { LocaleProvider, preloadTexts } from '@agency/ui';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { EditRecordPage } from '../kit/edit-record-page';
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
  // The block's own hint is the content catalogue's; what the CMS adds to it is German.
  expect(await screen.findByText(/· 1 Datensatz · 2 Felder auf Deutsch zu übersetzen$/)).toBeInTheDocument();
  const languages = await screen.findByRole('list', { name: 'Die Sprachen der Website' });
  expect(within(languages).getByText(/en — Englisch/)).toHaveTextContent('en — Englisch (Standard)');
  expect(screen.getByRole('button', { name: 'de — Deutsch entfernen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sprachen speichern' })).toBeInTheDocument();
});

test('a record editor speaks German around the documented field labels', async () => {
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
  // Field labels are the catalogue's documented English ones; everything around them is German.
  expect(await screen.findByLabelText('Banner Heading')).toHaveValue(String(record.bannerHeading));
  expect(screen.getByRole('button', { name: 'Banner aktualisieren' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Entwurf speichern' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Live-Vorschau' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Verlauf' })).toBeInTheDocument();
});
