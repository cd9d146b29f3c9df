import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { order } from '../testing/orders';
import DashboardPage from './dashboard';

const orders = [order(1, 'UnPaid'), order(2, 'Paid'), order(3, 'Cancelled'), order(4, 'UnPaid')];

const renderDashboard = () =>
  renderPage(<DashboardPage />, { route: '/dashboard', path: '/dashboard', user: CUSTOMER });

test('loading, then the welcome, the three cards and total spent in USD', async () => {
  const hold = deferred();
  stubFetch({
    'GET /orders?mine=true': { body: orders, wait: hold.promise },
    'GET /orders/total-spent': { body: { totalSpent: '19' } },
  });
  renderDashboard();
  expect(screen.getByRole('heading', { name: 'Welcome, ana@example.com' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  hold.release();
  expect(await screen.findByRole('table', { name: 'My Orders' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /My Orders/ })).toHaveAttribute('href', '/my-order');
  expect(screen.getByRole('link', { name: /Total Spent/ })).toHaveTextContent('$19.00');
  expect(screen.getByRole('link', { name: /Support/ })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: /My Account/ })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('button', { name: 'Signout' })).toBeInTheDocument();
});

test('the table shows 3 orders a page with the payment actions', async () => {
  stubFetch({
    'GET /orders?mine=true': { body: orders },
    'GET /orders/total-spent': { body: { totalSpent: '19.00' } },
  });
  renderDashboard();
  const table = await screen.findByRole('table', { name: 'My Orders' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([
    'Sl No.',
    'Order No.',
    'Order Date',
    'Your Name',
    'Package',
    'Amount (USD)',
    'Order Status',
    'Payment Status',
  ]);
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(within(table).getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
    'href',
    `/pay-now/${orders[0]._id}`,
  );
  expect(within(table).getByRole('button', { name: 'You Have Paid' })).toBeInTheDocument();
  expect(within(table).getByText('You Have Cancelled')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(within(table).getByText('Ana 4')).toBeInTheDocument();
  expect(within(table).getByText('4')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('an empty order list says so', async () => {
  stubFetch({
    'GET /orders?mine=true': { body: [] },
    'GET /orders/total-spent': { body: { totalSpent: '0.00' } },
  });
  renderDashboard();
  expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Total Spent/ })).toHaveTextContent('$0.00');
});

test('a server failure shows the message and Retry reads again', async () => {
  const stub = stubFetch({
    'GET /orders?mine=true': { status: 503, body: { message: 'Database unavailable' } },
    'GET /orders/total-spent': { status: 503, body: {} },
  });
  renderDashboard();
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Total Spent/ })).toHaveTextContent('Unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(stub.calls.filter((call) => call.path === '/orders?mine=true')).toHaveLength(2);
});

test('Retry after a failed read reads everything that failed again, the Total Spent card too', async () => {
  let up = false;
  const down = { status: 503, body: { message: 'Database unavailable' } };
  const stub = stubFetch({
    'GET /orders?mine=true': () => (up ? { body: orders } : down),
    'GET /orders/total-spent': () => (up ? { body: { totalSpent: '19.00' } } : down),
  });
  renderDashboard();
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Total Spent/ })).toHaveTextContent('Unavailable');
  up = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'My Orders' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Total Spent/ })).toHaveTextContent('$19.00');
  expect(stub.calls.filter((call) => call.path === '/orders/total-spent').length).toBeGreaterThan(1);
});
