import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@agency/ui/testing';
import { renderPage } from '../../test/render-page';
import AllSubscribersPage from './all-subscribers';

// Newest first, as the API sends them.
const subscribers = Array.from({ length: 7 }, (_, i) => ({ _id: `s${i}`, subemail: `sub${7 - i}@x.co` }));

test('5 per page, newest first, with Previous, numbered pages and Next', async () => {
  stubFetch({ 'GET /subscribers': { body: subscribers } });
  renderPage(<AllSubscribersPage />);
  const table = await screen.findByRole('table', { name: 'All Subscribers' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(6);
  expect(rows[1]).toHaveTextContent('1sub7@x.co');
  const pager = screen.getByRole('navigation', { name: 'All Subscribers pages' });
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
  const second = within(table).getAllByRole('row');
  expect(second).toHaveLength(3);
  expect(second[1]).toHaveTextContent('6sub2@x.co');
  expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('no subscribers shows the empty table', async () => {
  stubFetch({ 'GET /subscribers': { body: [] } });
  renderPage(<AllSubscribersPage />);
  expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
});

test('a failing read says so', async () => {
  stubFetch({ 'GET /subscribers': { status: 500, body: {} } });
  renderPage(<AllSubscribersPage />);
  expect(await screen.findByText('The server had a problem. Please try again shortly.')).toBeInTheDocument();
});
