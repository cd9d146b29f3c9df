import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { makeMessage, searchPages } from '../testing/fixtures';
import AllMessagesPage from './all-messages';

const unread = Array.from({ length: 4 }, (_, i) =>
  makeMessage({ _id: `u${i}`, name: `Unread ${i + 1}`, subject: `Subject ${i + 1}` }),
);
const read = [makeMessage({ _id: 'r1', name: 'Read One', messageStatus: 'Read' })];

test('unread and read tables show every column, 3 rows a page, with View Message links', async () => {
  stubFetch({
    ...searchPages('messages', unread, 3, 'messageStatus=UnRead'),
    ...searchPages('messages', read, 3, 'messageStatus=Read'),
  });
  renderPage(<AllMessagesPage />, { user: ADMIN, route: '*' });
  const unreadTable = await screen.findByRole('table', { name: 'Unread Messages' });
  const headers = within(unreadTable)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual([
    'Sl No.',
    'Full Name',
    'Phone Number',
    'Email',
    'Subject',
    'Message Status',
    'Action',
  ]);
  expect(within(unreadTable).getAllByRole('row')).toHaveLength(4);
  expect(within(unreadTable).getAllByRole('link', { name: 'View Message' })[0]).toHaveAttribute(
    'href',
    '/view/u0',
  );
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Unread Messages pages' })).getByRole('button', {
      name: 'Next',
    }),
  );
  expect(within(unreadTable).getByText('Unread 4')).toBeInTheDocument();
  expect(within(unreadTable).getByText('4')).toBeInTheDocument();
  const readTable = screen.getByRole('table', { name: 'Read Messages' });
  expect(within(readTable).getByText('Read One')).toBeInTheDocument();
});

test('no messages shows empty tables', async () => {
  stubFetch({
    ...searchPages('messages', [], 3, 'messageStatus=UnRead'),
    ...searchPages('messages', [], 3, 'messageStatus=Read'),
  });
  renderPage(<AllMessagesPage />, { user: ADMIN, route: '*' });
  // Each table reads its own status, so they may arrive one after the other.
  await waitFor(() => expect(screen.getAllByText('No messages.')).toHaveLength(2));
});

test('a failing read says so', async () => {
  stubFetch({
    'GET /messages/search?messageStatus=UnRead&pageSize=3': {
      status: 500,
      body: { message: 'Messages are unavailable' },
    },
  });
  renderPage(<AllMessagesPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('Messages are unavailable')).toBeInTheDocument();
});
