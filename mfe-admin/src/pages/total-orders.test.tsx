import { screen, within } from '@testing-library/react';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { countOf, makeOrders, searchPages } from '../testing/fixtures';
import TotalOrdersPage from './total-orders';

function api(orders = makeOrders(12)) {
  return {
    ...searchPages('orders', orders, 10),
    ...countOf('orders', orders.length),
    ...countOf('subscribers', 0),
    ...countOf('messages', 0),
    'GET /orders/total-sales': { body: { totalSales: '1234.5' } },
    'GET /paypal-email': { body: [] },
  };
}

test('shows loading, then the card grid, total sales in USD and 10 orders a page with Update Order links', async () => {
  const hold = deferred();
  const firstPage = searchPages('orders', makeOrders(12), 10)['GET /orders/search?pageSize=10']!;
  stubFetch({ ...api(), 'GET /orders/search?pageSize=10': () => ({ ...firstPage(), wait: hold.promise }) });
  renderPage(<TotalOrdersPage />, { user: ADMIN, route: '*' });
  expect(screen.getByRole('heading', { name: 'Total Orders' })).toBeInTheDocument();
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  hold.release();
  const table = await screen.findByRole('table', { name: 'Total Orders' });
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  expect(within(table).getAllByRole('link', { name: 'Update Order' })[9]).toHaveAttribute(
    'href',
    '/admin/payment-status/o9',
  );
  expect(screen.getByText('$1234.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/setting');
  expect(screen.getByRole('link', { name: /Payment/ })).toHaveAttribute('href', '/add-paypal-Email');
  within(screen.getByRole('navigation', { name: 'Total Orders pages' })).getByRole('button', {
    name: 'Page 2',
  });
});

test('no orders shows the empty table', async () => {
  stubFetch(api([]));
  renderPage(<TotalOrdersPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
});

test('a failing orders read says so and offers Retry', async () => {
  stubFetch({
    ...api(),
    'GET /orders/search?pageSize=10': { status: 503, body: { message: 'Database unavailable' } },
  });
  renderPage(<TotalOrdersPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
