import { screen, within } from '@testing-library/react';
import { stubFetch } from '@agency/ui/testing';
import { renderPage } from '../../test/render-page';
import { makeMessage, makeOrders } from '../../test/fixtures';
import AdminDashboardPage from './admin-dashboard';

const api = {
  'GET /orders': { body: makeOrders(12) },
  'GET /orders/total-sales': { body: { totalSales: '228' } },
  // The API sends subscribers newest first.
  'GET /subscribers': {
    body: [
      { _id: 's2', subemail: 'newest@x.co' },
      { _id: 's1', subemail: 'oldest@x.co' },
    ],
  },
  'GET /messages': {
    body: [makeMessage(), makeMessage({ _id: 'm2', name: 'Bo', messageStatus: 'Read' })],
  },
  'GET /paypal-email': { body: [{ _id: 'p1', paypalEmail: 'pay@agency.test' }] },
};

test('an admin sees the cards, total sales and the paginated tables', async () => {
  stubFetch(api);
  renderPage(<AdminDashboardPage />);
  const orderTable = await screen.findByRole('table', { name: 'Total Orders' });
  expect(within(orderTable).getAllByRole('row')).toHaveLength(11);
  expect(within(orderTable).getAllByRole('link', { name: 'Update Order' })[0]).toHaveAttribute(
    'href',
    '/admin/payment-status/o0',
  );
  expect(screen.getByText('$228.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/setting');
  expect(screen.getByRole('link', { name: /Total Orders/ })).toHaveAttribute('href', '/total-orders');
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
  renderPage(<AdminDashboardPage />);
  expect(await screen.findByRole('link', { name: /Payment/ })).toHaveAttribute('href', '/add-paypal-Email');
});

test('a failing read shows its error with Retry while the rest still shows', async () => {
  stubFetch({ ...api, 'GET /messages': { status: 500, body: { message: 'Messages are unavailable' } } });
  renderPage(<AdminDashboardPage />);
  expect(await screen.findByText('Messages are unavailable')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Total Orders' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
