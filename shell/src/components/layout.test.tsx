import { screen, within } from '@testing-library/react';
import { stubFetch } from '@agency/ui/testing';
import { renderApp } from '../testing/render-app';

test('the logo is read once per page load and shown in both the header and the footer', async () => {
  const stub = stubFetch({ 'GET /logo': { body: [{ _id: '1', logo: 'Brandly' }] } });
  renderApp({ path: '/login' });
  expect(await within(screen.getByRole('banner')).findByText('Brandly')).toBeInTheDocument();
  expect(within(screen.getByRole('contentinfo')).getByText('Brandly')).toBeInTheDocument();
  expect(stub.calls.filter((call) => call.path === '/logo')).toHaveLength(1);
});
