import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@agency/ui';
import { ADMIN, CUSTOMER, ShellProviders, renderPage, stubFetch } from '@agency/ui/testing';
import { order } from '../testing/orders';
import DashboardPage from './dashboard';
import OrderCancelledPage, { CANCELLED_REDIRECT_MS } from './order-cancelled';

const orderId = '0123456789abcdef01234567';
const cancelPath = `PUT /order-cancelled/${orderId}`;

const show = (user = CUSTOMER) =>
  renderPage(<OrderCancelledPage />, {
    route: '/order-cancelled/:id',
    path: `/order-cancelled/${orderId}`,
    user,
  });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
});

/** Lets the stubbed fetch settle without moving the clock. */
const settle = () => act(async () => undefined);

test('marks the order Cancelled, shows a spinner, then goes to /dashboard after 1.5 s', async () => {
  const stub = stubFetch({ [cancelPath]: { body: { _id: orderId, paymentStatus: 'Cancelled' } } });
  show();
  expect(screen.getByText('You have cancelled the payment')).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  await settle();
  expect(stub.calls).toEqual([
    expect.objectContaining({ method: 'PUT', body: { paymentStatus: 'Cancelled' } }),
  ]);
  act(() => jest.advanceTimersByTime(1499));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});

test('an admin goes to /admin', async () => {
  stubFetch({ [cancelPath]: { body: { _id: orderId, paymentStatus: 'Cancelled' } } });
  show(ADMIN);
  await settle();
  act(() => jest.advanceTimersByTime(1500));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin');
});

test('a non-OK answer stops the spinner, logs, says so and stays', async () => {
  stubFetch({ [cancelPath]: { status: 409, body: { statusCode: 409, message: 'This order is Paid' } } });
  show();
  await settle();
  expect(consoleError).toHaveBeenCalledWith('Payment update failed.');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not record the cancellation');
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('an exception logs "An error occurred" and stays', async () => {
  const stub = stubFetch({});
  stub.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
  show();
  await settle();
  expect(consoleError).toHaveBeenCalledWith('An error occurred');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

test('the customer can pay again at once, and the dashboard then says what happened and offers it too', async () => {
  const again = { ...order(9, 'UnPaid'), _id: 'fedcba9876543210fedcba98' };
  const stub = stubFetch({
    [cancelPath]: {
      body: { _id: orderId, orderNumber: 41, packageName: 'Standard', paymentStatus: 'Cancelled' },
    },
    'GET /orders?mine=true': { body: [] },
    'GET /orders/total-spent': { body: { totalSpent: '0.00' } },
    [`POST /order/${orderId}/pay-again`]: { status: 201, body: again },
  });
  render(
    <ShellProviders entry={`/order-cancelled/${orderId}`} user={CUSTOMER}>
      <Routes>
        <Route path="/order-cancelled/:id" element={<OrderCancelledPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </ShellProviders>,
  );
  await settle();
  expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(CANCELLED_REDIRECT_MS));
  expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
  expect(
    screen.getByText(/You have cancelled the payment for order #41 \(Standard package\)/),
  ).toBeInTheDocument();
  jest.useRealTimers();
  await userEvent.click(screen.getByRole('button', { name: 'Pay again' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/pay-now/${again._id}`);
  expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});
