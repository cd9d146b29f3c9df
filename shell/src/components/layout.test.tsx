import { screen, within } from '@testing-library/react';
import { stubFetch } from '@agency/ui/testing';
import { renderApp } from '../testing/render-app';
import { UNREACHABLE_TEXT } from './server-status';

test('the logo is read once per page load and shown in both the header and the footer', async () => {
  const stub = stubFetch({ 'GET /logo': { body: [{ _id: '1', logo: 'Brandly' }] } });
  renderApp({ path: '/login' });
  expect(await within(screen.getByRole('banner')).findByText('Brandly')).toBeInTheDocument();
  expect(within(screen.getByRole('contentinfo')).getByText('Brandly')).toBeInTheDocument();
  expect(stub.calls.filter((call) => call.path === '/logo')).toHaveLength(1);
});

test('an API that cannot be reached is said under the header, and a customer page waits instead of asking for a login', async () => {
  stubFetch({ 'GET /auth/session': { status: 503, body: { message: 'Database unavailable' } } });
  renderApp({ path: '/dashboard', user: 'from-api' });
  expect(await screen.findByText(UNREACHABLE_TEXT)).toBeInTheDocument();
  expect(screen.getByText('Checking your session…')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\|/);
});
