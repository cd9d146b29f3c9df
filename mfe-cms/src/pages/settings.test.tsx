import { render, screen } from '@testing-library/react';
import { configureApi, MemoryRouter, SessionProvider } from '@agency/ui';
import { stubFetch } from '@agency/ui/testing';
import SettingsPage from './settings';

const admin = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };

function renderSettings(user = admin) {
  return render(
    <MemoryRouter>
      <SessionProvider initialUser={user}>
        <SettingsPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('links every content block of the spec', () => {
  stubFetch({});
  renderSettings();
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual([
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

test("a non-admin sees 'You don't have any permission'", () => {
  stubFetch({});
  renderSettings({ ...admin, isAdmin: false });
  expect(screen.getByText("You don't have any permission")).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
