import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { searchPages } from '../testing/fixtures';
import AllSubscribersPage from './all-subscribers';

// Newest first, as the API sends them.
const subscribers = Array.from({ length: 7 }, (_, i) => ({ _id: `s${i}`, subemail: `sub${7 - i}@x.co` }));

test('5 per page, newest first, with Previous, numbered pages and Next', async () => {
  stubFetch(searchPages('subscribers', subscribers, 5));
  renderPage(<AllSubscribersPage />, { user: ADMIN, route: '*' });
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
  stubFetch(searchPages('subscribers', [], 5));
  renderPage(<AllSubscribersPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
});

test('a failing read says so', async () => {
  stubFetch({ 'GET /subscribers/search?pageSize=5': { status: 500, body: {} } });
  renderPage(<AllSubscribersPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('The server had a problem. Please try again shortly.')).toBeInTheDocument();
});

test('an admin deletes a subscriber after confirming, and the list is read again', async () => {
  let deleted = false;
  const stub = stubFetch({
    ...searchPages('subscribers', () => (deleted ? subscribers.slice(1) : subscribers), 5),
    'DELETE /subscriber/s0': () => {
      deleted = true;
      return { body: subscribers[0] };
    },
  });
  renderPage(<AllSubscribersPage />, { user: ADMIN, route: '*' });
  const table = await screen.findByRole('table', { name: 'All Subscribers' });
  await userEvent.click(within(table).getByRole('button', { name: 'Delete sub7@x.co' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete “sub7@x.co”?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(stub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

  await userEvent.click(within(table).getByRole('button', { name: 'Delete sub7@x.co' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('sub7@x.co is Deleted')).toBeInTheDocument();
  await waitFor(() => expect(within(table).queryByText('sub7@x.co')).toBeNull());
  expect(stub.calls.filter((call) => call.path === '/subscribers/search?pageSize=5')).toHaveLength(2);
});

test('the whole list downloads as CSV from the API', async () => {
  stubFetch(searchPages('subscribers', subscribers, 5));
  renderPage(<AllSubscribersPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:4000/subscribers/export.csv',
  );
});
