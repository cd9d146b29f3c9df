import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { order } from '../testing/orders';
import MyOrdersPage from './my-orders';

const orders = [
  order(1, 'UnPaid'),
  order(2, 'Paid', { orderStatus: 'Delivered', packageName: 'Premium', packagePrice: '99.5' }),
  order(3, 'Cancelled'),
  order(4, 'Refunded'),
  order(5, 'UnPaid'),
  order(6, 'Paid'),
];

const show = () => renderPage(<MyOrdersPage />, { route: '/my-order', path: '/my-order', user: CUSTOMER });

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
  ).toEqual(['Order No.', 'Order Date', 'Name', 'Package', 'Amount (USD)', 'Order Status', 'Payment Status']);
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  expect(
    within(table)
      .getAllByRole('link', { name: 'Pay Now' })
      .map((link) => link.getAttribute('href')),
  ).toEqual([`/pay-now/${orders[0]._id}`, `/pay-now/${orders[4]._id}`]);
  expect(within(table).getByRole('button', { name: 'You Have Paid' })).toBeInTheDocument();
  // A cancelled or refunded payment is a state, not a control; a cancelled one offers paying again.
  const cancelled = within(table).getByText('You Have Cancelled');
  expect(cancelled.closest('button')).toBeNull();
  expect(within(cancelled.closest('tr')!).getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  expect(within(table).getByText('Refunded').closest('button')).toBeNull();
  expect(within(table).getAllByRole('button', { name: 'Pay again' })).toHaveLength(1);
  expect(within(table).getByText('#101')).toBeInTheDocument();
  expect(within(table).getByText('Delivered')).toBeInTheDocument();
  const premium = within(table).getByText('Premium').closest('tr')!;
  expect(within(premium).getByText('$99.50')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(within(table).getAllByRole('row')).toHaveLength(2);
  expect(within(table).getByText('Ana 6')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Pay again places a new order from the cancelled one and goes to pay it', async () => {
  const stub = stubFetch({
    'GET /orders?mine=true': { body: [order(3, 'Cancelled')] },
    [`POST /order/${order(3, 'Cancelled')._id}/pay-again`]: {
      status: 201,
      body: order(7, 'UnPaid'),
    },
  });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Pay again' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/pay-now/${order(7, 'UnPaid')._id}`);
  expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
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

test('a cancelled order offers Pay again until the order placed to pay again is paid, then links to that order', async () => {
  const reorder = order(8, 'UnPaid');
  const cancelled = order(7, 'Cancelled', { reorderedAs: reorder._id });
  stubFetch({ 'GET /orders?mine=true': { body: [reorder, cancelled] } });
  show();
  const table = await screen.findByRole('table', { name: 'My Orders' });
  // Not yet paid: paying again continues with that order.
  expect(within(table).getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  expect(within(table).queryByRole('link', { name: /Paid again/ })).toBeNull();
});

test('once the re-order is paid the cancelled order says so and links to it, with no Pay again', async () => {
  const reorder = order(8, 'Paid');
  const cancelled = order(7, 'Cancelled', { reorderedAs: reorder._id });
  stubFetch({ 'GET /orders?mine=true': { body: [reorder, cancelled] } });
  show();
  const table = await screen.findByRole('table', { name: 'My Orders' });
  expect(within(table).getByRole('link', { name: 'Paid again as order #108' })).toHaveAttribute(
    'href',
    `/received-payment/${reorder._id}`,
  );
  expect(within(table).queryByRole('button', { name: 'Pay again' })).toBeNull();
});
