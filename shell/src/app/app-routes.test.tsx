import { screen } from '@testing-library/react';
import { stubFetch } from '@agency/ui/testing';
import { admin, customer, renderApp } from '../testing/render-app';

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
  renderApp({ path: '/dashboard', user: customer });
  expect(await screen.findByText('page mfe_customer/Dashboard')).toBeInTheDocument();
});

test.each([
  ['/admin/', 'mfe_admin/AdminDashboard'],
  ['/setting', 'mfe_cms/Settings'],
  ['/add-paypal-Email', 'mfe_admin/AddPaypalEmail'],
  ['/edit-team-items/0123456789abcdef01234567/', 'mfe_cms/TeamItemEdit'],
  ['/admin/payment-status/0123456789abcdef01234567', 'mfe_admin/PaymentStatus'],
])('%s loads %s', async (path, id) => {
  renderApp({ path, user: admin });
  expect(await screen.findByText(`page ${id}`)).toBeInTheDocument();
});

test('the single-segment catch-all opens the about editor for a record id', async () => {
  renderApp({ path: '/0123456789abcdef01234567', user: admin });
  expect(await screen.findByText('page mfe_cms/AboutEdit')).toBeInTheDocument();
});

test.each(['/not-a-page', '/0123456789abcdef0123456z', '/some/deep/unknown/path'])(
  '%s is not found, whoever asks',
  async (path) => {
    const { loader } = renderApp({ path, user: admin });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  },
);

test('an anonymous visitor of an unknown path sees not-found, not the login page', async () => {
  renderApp({ path: '/pricing-old' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
