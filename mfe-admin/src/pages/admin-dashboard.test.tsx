import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { countOf, makeMessage, makeOrders, searchPages } from '../testing/fixtures';
import AdminDashboardPage from './admin-dashboard';

const api = {
  ...searchPages('orders', makeOrders(12), 10),
  'GET /orders/total-sales': { body: { totalSales: '228' } },
  // The API sends subscribers newest first.
  ...searchPages(
    'subscribers',
    [
      { _id: 's2', subemail: 'newest@x.co' },
      { _id: 's1', subemail: 'oldest@x.co' },
    ],
    3,
  ),
  ...searchPages('messages', [makeMessage()], 3, 'messageStatus=UnRead'),
  ...searchPages(
    'messages',
    [makeMessage({ _id: 'm2', name: 'Bo', messageStatus: 'Read' })],
    3,
    'messageStatus=Read',
  ),
  ...countOf('orders', 12),
  ...countOf('subscribers', 2),
  ...countOf('messages', 2),
  'GET /paypal-email': { body: [{ _id: 'p1', paypalEmail: 'pay@agency.test' }] },
  'GET /users': {
    body: [
      { _id: 'u1', userEmail: 'admin@agency.test', userRole: 'Admin' },
      { _id: 'u2', userEmail: 'second@agency.test', userRole: 'Admin' },
    ],
  },
  'GET /orders/sales?by=day': {
    body: {
      by: 'day',
      periods: [
        { start: '2026-11-22', cents: 0, orders: 0 },
        { start: '2026-11-23', cents: 6998, orders: 2 },
      ],
    },
  },
  'GET /orders/sales?by=month': {
    body: { by: 'month', periods: [{ start: '2026-11-01', cents: 12345, orders: 3 }] },
  },
};

test('an admin sees the cards, total sales and the paginated tables', async () => {
  stubFetch(api);
  renderPage(<AdminDashboardPage />, { user: ADMIN, route: '*' });
  const orderTable = await screen.findByRole('table', { name: 'Total Orders' });
  expect(within(orderTable).getAllByRole('row')).toHaveLength(11);
  expect(within(orderTable).getAllByRole('link', { name: 'Update Order' })[0]).toHaveAttribute(
    'href',
    '/admin/payment-status/o0',
  );
  expect(screen.getByText('$228.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/setting');
  expect(screen.getByRole('link', { name: /Total Orders/ })).toHaveAttribute('href', '/total-orders');
  // The cards count what the server holds, without reading the lists.
  expect(await screen.findByRole('link', { name: /Total Orders 12/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /All Subscribers 2/ })).toBeInTheDocument();
  // The admin card says how many admins there are, and leads to them.
  expect(
    await screen.findByRole('link', { name: /Admin Email 2 2 admin users: see or add/ }),
  ).toHaveAttribute('href', '/add-user');
  expect(screen.queryByText('Add an admin user')).toBeNull();
  expect(screen.getByRole('link', { name: /All Messages/ })).toHaveAttribute('href', '/all-messages/');
  expect(screen.getByRole('link', { name: /All Subscribers/ })).toHaveAttribute('href', '/all-subscriber/');
  expect(screen.getByRole('link', { name: /Admin Email/ })).toHaveAttribute('href', '/add-user');
  expect(screen.getByRole('link', { name: /Payment/ })).toHaveAttribute('href', '/paypal-email/p1');
  const subscribers = screen.getByRole('table', { name: 'Total Subscribers' });
  expect(within(subscribers).getAllByRole('row')[1]).toHaveTextContent('newest@x.co');
  const unread = screen.getByRole('table', { name: 'Unread Messages' });
  expect(within(unread).getByRole('link', { name: 'View Message' })).toHaveAttribute('href', '/view/m1');
  expect(within(screen.getByRole('table', { name: 'Read Messages' })).getByText('Bo')).toBeInTheDocument();
});

test('with no payment e-mail yet, the Payment card leads to where it is set', async () => {
  stubFetch({ ...api, 'GET /paypal-email': { body: [] } });
  renderPage(<AdminDashboardPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByRole('link', { name: /Payment/ })).toHaveAttribute('href', '/add-paypal-Email');
});

test('a failing read shows its error with Retry while the rest still shows', async () => {
  stubFetch({
    ...api,
    'GET /messages/search?messageStatus=UnRead&pageSize=3': {
      status: 500,
      body: { message: 'Messages are unavailable' },
    },
  });
  renderPage(<AdminDashboardPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('Messages are unavailable')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Total Orders' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the sales chart shows paid revenue per day, says it in words, and regroups per month', async () => {
  stubFetch(api);
  renderPage(<AdminDashboardPage />, { user: ADMIN, route: '*' });
  expect(
    await screen.findByRole('img', {
      name: 'Paid revenue per day: $69.98 from 2 orders in the 2 days shown',
    }),
  ).toBeInTheDocument();
  // Readable without pointing at a bar: the total, a scale and the periods.
  const chart = within(screen.getByRole('region', { name: 'Sales' }));
  expect(chart.getByText(/from 2 paid orders/)).toHaveTextContent(
    '$69.98 from 2 paid orders in the last 2 days',
  );
  expect(chart.getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
    '$100',
    '$50',
    '$0',
  ]);
  expect(chart.getByText('Nov 22')).toBeInTheDocument();
  expect(chart.getByText('Nov 23')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Paid sales per day', hidden: true });
  expect(within(table).getByText('2026-11-23').closest('tr')).toHaveTextContent('2026-11-23$69.982');
  expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Month' }));
  expect(
    await screen.findByRole('img', {
      name: 'Paid revenue per month: $123.45 from 3 orders in the 1 month shown',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(chart.getByText('Nov 2026')).toBeInTheDocument();
  expect(chart.getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent('$200');
});

test('the sales chart says so when nothing was paid yet', async () => {
  stubFetch({
    ...api,
    'GET /orders/sales?by=day': {
      body: { by: 'day', periods: [{ start: '2026-11-23', cents: 0, orders: 0 }] },
    },
  });
  renderPage(<AdminDashboardPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('No paid orders in the last 1 day yet.')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Paid revenue/ })).toBeNull();
});
