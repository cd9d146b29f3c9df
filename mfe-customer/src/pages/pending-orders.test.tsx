import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER, renderPage, stubFetch } from '@agency/ui/testing';
import { order } from '../testing/orders';
import PendingOrdersPage from './pending-orders';

const show = () =>
  renderPage(<PendingOrdersPage />, { route: '/pending-order', path: '/pending-order', user: CUSTOMER });

test('date, name, amount in USD and both statuses, 5 a page', async () => {
  const orders = [
    order(1, 'UnPaid', { packagePrice: '49.5' }),
    order(2, 'Paid'),
    ...[3, 4, 5, 6, 7].map((n) => order(n, 'UnPaid')),
  ];
  stubFetch({ 'GET /orders?mine=true': { body: orders } });
  show();
  const table = await screen.findByRole('table', { name: 'Pending Orders' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Order No.', 'Date', 'Name', 'Package', 'Amount (USD)', 'Order Status', 'Payment Status']);
  const first = within(table).getAllByRole('row')[1];
  expect(within(first).getByText('01/01/2026')).toBeInTheDocument();
  expect(within(first).getByText('$49.50')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
    'href',
    `/pay-now/${orders[0]._id}`,
  );
  expect(within(table).getByRole('button', { name: 'You Have Paid' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('an empty list says so', async () => {
  stubFetch({ 'GET /orders?mine=true': { body: [] } });
  show();
  expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
});
