import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ADMIN, CUSTOMER, ShellProviders, stubFetch } from '@agency/ui/testing';
import { RemoteLoaderContext } from '../components/remote-page';
import { namingLoader, renderApp } from '../testing/render-app';
import { AccountLocale } from './account-locale';
import { AppRoutes } from './app-routes';

beforeEach(() => stubFetch({}));

test('a public route loads its page from its remote', async () => {
  const { loader } = renderApp({ path: '/login' });
  expect(await screen.findByText('page mfe_public/Login')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_public/Login');
});

test('an anonymous visitor of a guarded route goes to /login, remembering where they were going', async () => {
  renderApp({ path: '/dashboard?tab=1' });
  expect(await screen.findByText('page mfe_public/Login')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/login|{"from":{"pathname":"/dashboard","search":"?tab=1","hash":""}}',
  );
});

test('a signed-in user opens guarded routes of every remote', async () => {
  renderApp({ path: '/dashboard', user: CUSTOMER });
  expect(await screen.findByText('page mfe_customer/Dashboard')).toBeInTheDocument();
});

test.each([
  ['/admin/', 'mfe_admin/AdminDashboard'],
  ['/setting', 'mfe_cms/Settings'],
  ['/add-paypal-Email', 'mfe_admin/AddPaypalEmail'],
  ['/audit-log', 'mfe_admin/AuditLog'],
  ['/releases', 'mfe_admin/Releases'],
  ['/edit-team-items/0123456789abcdef01234567/', 'mfe_cms/EditScreen'],
  ['/admin/payment-status/0123456789abcdef01234567', 'mfe_admin/PaymentStatus'],
])('%s loads %s', async (path, id) => {
  renderApp({ path, user: ADMIN });
  expect(await screen.findByText(`page ${id}`)).toBeInTheDocument();
});

test('the single-segment catch-all opens the about editor for a record id', async () => {
  renderApp({ path: '/0123456789abcdef01234567', user: ADMIN });
  expect(await screen.findByText('page mfe_cms/EditScreen')).toBeInTheDocument();
});

test.each(['/not-a-page', '/0123456789abcdef0123456z', '/some/deep/unknown/path'])(
  '%s is not found, whoever asks',
  async (path) => {
    const { loader } = renderApp({ path, user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  },
);

test('an anonymous visitor of an unknown path sees not-found, not the login page', async () => {
  renderApp({ path: '/pricing-old' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('search engines', () => {
  test.each([
    ['/login', null, 'mfe_public/Login', 'Login'],
    ['/register', null, 'mfe_public/Register', 'Sign Up'],
    ['/reset', null, 'mfe_public/Reset', 'Reset Password'],
    ['/dashboard', CUSTOMER, 'mfe_customer/Dashboard', 'Dashboard'],
    ['/total-orders', ADMIN, 'mfe_admin/TotalOrders', 'Total Orders'],
    ['/setting', ADMIN, 'mfe_cms/Settings', 'Settings'],
  ] as const)(
    '%s is noindex and titled from the route table and the site name',
    async (path, user, id, title) => {
      stubFetch({
        'GET /site-settings': { body: [{ _id: 's', siteName: 'Brightside', siteDescription: 'We grow.' }] },
      });
      renderApp({ path, user });
      expect(await screen.findByText(`page ${id}`)).toBeInTheDocument();
      expect(robots()).toBe('noindex');
      await waitFor(() => expect(document.title).toBe(`${title} · Brightside`));
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    },
  );

  test.each([
    ['/dashboard', CUSTOMER, 'Übersicht'],
    ['/total-orders', ADMIN, 'Alle Bestellungen'],
    ['/banner/0123456789abcdef01234567', ADMIN, 'Banner bearbeiten'],
  ] as const)('%s is titled in the account’s language', async (path, user, title) => {
    // Awaited: the German catalogues load while it renders.
    await act(async () => {
      render(
        <ShellProviders entry={path} user={{ ...user, language: 'de' }}>
          <Suspense fallback={null}>
            <AccountLocale>
              <RemoteLoaderContext.Provider value={namingLoader()}>
                <AppRoutes />
              </RemoteLoaderContext.Provider>
            </AccountLocale>
          </Suspense>
        </ShellProviders>,
      );
    });
    await waitFor(() => expect(document.title).toBe(title), { timeout: 3000 });
    expect(robots()).toBe('noindex');
  });

  test.each(['/', '/pricing/', '/service/', '/contact', '/contact-us', '/thanks'])(
    '%s is left to its page: the shell adds no noindex and no title',
    async (path) => {
      renderApp({ path });
      expect(await screen.findByText(/^page mfe_public\//)).toBeInTheDocument();
      expect(robots()).toBeNull();
      expect(document.head.querySelector('title')).toBeNull();
    },
  );

  test('the not-found page is noindex, with its own title and description', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(robots()).toBe('noindex');
    expect(document.title).toBe('Page not found');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The page you are looking for does not exist or has moved.',
    );
  });
});
