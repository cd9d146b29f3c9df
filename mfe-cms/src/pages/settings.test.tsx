import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import SettingsPage from './settings';

/** Lets every card's count request settle, so no update lands after the test. */
async function settled() {
  await waitFor(() => expect(screen.queryByText(/Checking…/)).not.toBeInTheDocument());
}

const renderSettings = (user = ADMIN) => renderPage(<SettingsPage />, { path: '/setting', user, route: '*' });

test('links every content block of the product description', async () => {
  stubFetch({});
  renderSettings();
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs.slice(0, 11)).toEqual([
    '/edit-banner',
    '/add-logo',
    '/edit-about',
    '/edit-service',
    '/edit-counter',
    '/add-pricing',
    '/update-calltoaction',
    '/edit-testimonial',
    '/add-address-footer',
    '/add-social-footer',
    '/add-copyright',
  ]);
  await settled();
});

test('the other editors are reachable too, at their catalogue screens', async () => {
  stubFetch({});
  renderSettings();
  const more = within(screen.getByRole('group', { name: 'More blocks' }));
  expect(more.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/edit-video',
    '/step-section',
    '/edit-work',
    '/edit-experience/',
    '/edit-faq',
    '/edit-services-features/',
    '/edit-team-text/',
    '/add-contact/',
    '/add-about-footer/',
    '/add-site-settings/',
    '/add-item',
  ]);
  await settled();
});

test('each card says whether its block is set, from the API', async () => {
  stubFetch({
    'GET /banner': { body: [{ _id: 'b' }] },
    'GET /logo': { body: [] },
    'GET /about': { status: 503, body: {} },
  });
  renderSettings();
  expect(await screen.findByText(/Hero heading, text, image and button · 1 record/)).toBeInTheDocument();
  expect(await screen.findByText(/The site logo · Not set yet/)).toBeInTheDocument();
  expect(await screen.findByText(/Why choose us · Status unavailable/)).toBeInTheDocument();
});

test('each card counts the fields still to translate into each of the site’s other languages', async () => {
  stubFetch({
    'GET /banner': { body: [{ _id: 'b' }] },
    'GET /content-translations/missing': {
      body: {
        banner: { de: { fields: 2, records: 1 }, fr: { fields: 0, records: 0 } },
        logo: { de: { fields: 1, records: 1 }, fr: { fields: 1, records: 1 } },
      },
    },
  });
  renderSettings();
  expect(
    await screen.findByText(
      'Hero heading, text, image and button · 1 record · 2 fields to translate into German · French done',
    ),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(/1 field to translate into German · 1 field to translate into French$/),
  ).toBeInTheDocument();
  await settled();
});

test('a site with one language shows no translation counts', async () => {
  stubFetch({
    'GET /banner': { body: [{ _id: 'b' }] },
    'GET /content-translations/missing': { body: { banner: {} } },
  });
  renderSettings();
  expect(await screen.findByText('Hero heading, text, image and button · 1 record')).toBeInTheDocument();
  await settled();
});

describe("the site's languages", () => {
  const languagesList = () => screen.findByRole('list', { name: "The site's languages" });

  test('lists each language by code and English name, the default marked and not removable', async () => {
    stubFetch({ 'GET /languages': { body: { languages: ['en', 'fr'], defaultLanguage: 'en' } } });
    renderSettings();
    const items = within(await languagesList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['en — English (default)', 'fr — French Remove']);
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove fr — French' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language code')).toHaveAccessibleDescription(
      /The default language, en — English, cannot be changed or removed/,
    );
    await settled();
  });

  test('a code that is not a language is refused at its field, and nothing is sent', async () => {
    const fetch = stubFetch({ 'GET /languages': { body: { languages: ['en'], defaultLanguage: 'en' } } });
    renderSettings();
    await languagesList();
    const code = screen.getByLabelText('Language code');
    fireEvent.change(code, { target: { value: 'EN_us' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(code).toHaveAccessibleDescription(/EN_us is not a language code/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    // Saving with the code still typed refuses it the same way rather than sending the list without it.
    fireEvent.change(code, { target: { value: 'xx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(code).toHaveAccessibleDescription(/xx is not a language code/);
    expect(within(await languagesList()).getAllByRole('listitem')).toHaveLength(1);
    await settled();
    expect(fetch.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  test('adding de and saving sends the new list, confirms it and refreshes the translation counts', async () => {
    let missingReads = 0;
    let stored = { languages: ['en'], defaultLanguage: 'en' };
    const fetch = stubFetch({
      'GET /languages': () => ({ body: stored }),
      'PUT /languages': (init) => {
        stored = JSON.parse(String(init.body)) as typeof stored;
        return { body: stored };
      },
      'GET /content-translations/missing': () => {
        missingReads += 1;
        return { body: {} };
      },
    });
    renderSettings();
    await languagesList();
    fireEvent.change(screen.getByLabelText('Language code'), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add language' }));
    expect(screen.getByRole('button', { name: 'Remove de — German' })).toBeInTheDocument();
    const readsBefore = missingReads;
    fireEvent.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(await screen.findByText("The site's languages are saved.")).toBeInTheDocument();
    expect(fetch.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/languages',
        body: { languages: ['en', 'de'], defaultLanguage: 'en' },
      }),
    ]);
    await waitFor(() => expect(missingReads).toBeGreaterThan(readsBefore));
    expect(
      within(await languagesList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['en — English (default)', 'de — German Remove']);
    await settled();
  });

  test('a refusal from the server shows its message and keeps the typed list', async () => {
    stubFetch({
      'GET /languages': { body: { languages: ['en'], defaultLanguage: 'en' } },
      'PUT /languages': {
        status: 400,
        body: { statusCode: 400, message: 'languages may name at most 20 languages' },
      },
    });
    renderSettings();
    await languagesList();
    fireEvent.change(screen.getByLabelText('Language code'), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add language' }));
    const save = screen.getByRole('button', { name: 'Save languages' });
    fireEvent.click(save);
    expect(await screen.findByText('Not saved: languages may name at most 20 languages')).toBeInTheDocument();
    expect(save).toHaveAccessibleDescription('Not saved: languages may name at most 20 languages');
    expect(screen.getByRole('button', { name: 'Remove de — German' })).toBeInTheDocument();
    expect(screen.queryByText("The site's languages are saved.")).not.toBeInTheDocument();
    await settled();
  });
});
