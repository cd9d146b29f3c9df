import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, stubFetch } from '@agency/ui/testing';
import { order, renderPage } from '../../test/render-page';
import MyOrdersPage from './my-orders';

const orders = [
  order(1, 'UnPaid'),
  order(2, 'Paid', { orderStatus: 'Delivered', packageName: 'Premium', packagePrice: '99.5' }),
  order(3, 'Cancelled'),
  order(4, 'Refunded'),
  order(5, 'UnPaid'),
  order(6, 'Paid'),
];

const show = () => renderPage(<MyOrdersPage />, { route: '/my-order', url: '/my-order' });

test('loading, then 5 orders a page with the payment cell for every status', async () => {
  const hold = deferred();
  const stub = stubFetch({ 'GET /orders?mine=true': { body: orders, wait: hold.promise } });
  show();
  expect(screen.getByRole('status')).toBeInTheDocument();
  hold.release();
  const table = await screen.findByRole('table', { name: 'My Orders' });
  expect(stub.calls.map((call) => call.path)).toEqual(['/orders?mine=true']);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Order Date', 'Name', 'Package', 'Amount (USD)', 'Order Status', 'Payment Status']);
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  expect(
    within(table)
      .getAllByRole('link', { name: 'Pay Now' })
      .map((link) => link.getAttribute('href')),
  ).toEqual([`/pay-now/${orders[0]._id}`, `/pay-now/${orders[4]._id}`]);
  expect(within(table).getByRole('button', { name: 'You Have Paid' })).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'You Have Cancelled' })).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Refunded' })).toBeInTheDocument();
  expect(within(table).getByText('Delivered')).toBeInTheDocument();
  const premium = within(table).getByText('Premium').closest('tr')!;
  expect(within(premium).getByText('$99.50')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(within(table).getAllByRole('row')).toHaveLength(2);
  expect(within(table).getByText('Ana 6')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a paid order is a button that goes nowhere', async () => {
  stubFetch({ 'GET /orders?mine=true': { body: [order(2, 'Paid')] } });
  show();
  const paid = await screen.findByRole('button', { name: 'You Have Paid' });
  await userEvent.click(paid);
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('no orders: an empty state with a way to the packages', async () => {
  stubFetch({ 'GET /orders?mine=true': { body: [] } });
  show();
  expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pick a package' })).toHaveAttribute('href', '/pricing/');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('a server failure shows its message and Retry reads again', async () => {
  const stub = stubFetch({
    'GET /orders?mine=true': { status: 503, body: { message: 'Database unavailable' } },
  });
  show();
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(stub.calls).toHaveLength(2);
});
