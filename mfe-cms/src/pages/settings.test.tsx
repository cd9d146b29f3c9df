import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import SettingsPage from './settings';

/** Lets every card's count request settle, so no update lands after the test. */
async function settled() {
  await waitFor(() => expect(screen.queryByText(/Checking…/)).not.toBeInTheDocument());
}

const renderSettings = (user = ADMIN) => renderPage(<SettingsPage />, { path: '/setting', user, route: '*' });

test('links every content block of the spec', async () => {
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
