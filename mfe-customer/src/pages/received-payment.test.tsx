import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@agency/ui/testing';
import { order, renderPage } from '../../test/render-page';
import ReceivedPaymentPage from './received-payment';

const unpaid = order(1, 'UnPaid');
const orderPath = `GET /order/${unpaid._id}`;

const show = () =>
  renderPage(<ReceivedPaymentPage />, {
    route: '/received-payment/:id',
    url: `/received-payment/${unpaid._id}`,
  });

/** Moves the clock and lets the fetch it triggers settle. */
const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('polls every 2 s until the order reads Paid, then thanks the customer', async () => {
  let reads = 0;
  const stub = stubFetch({
    [orderPath]: () => ({ body: ++reads < 3 ? unpaid : { ...unpaid, paymentStatus: 'Paid' } }),
  });
  show();
  expect(screen.getByText(/confirming your payment/)).toBeInTheDocument();
  await tick(0);
  expect(stub.calls).toHaveLength(1);
  expect(screen.getByText('Basic package, $19.00')).toBeInTheDocument();
  await tick(2000);
  expect(stub.calls).toHaveLength(2);
  expect(screen.queryByText('Thank you for your payment')).not.toBeInTheDocument();
  await tick(2000);
  expect(screen.getByText('Thank you for your payment')).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  await tick(10_000);
  expect(stub.calls).toHaveLength(3);
});

test('a passing server error does not stop the polling', async () => {
  let reads = 0;
  stubFetch({
    [orderPath]: () =>
      ++reads === 1
        ? { status: 503, body: { message: 'Database unavailable' } }
        : { body: { ...unpaid, paymentStatus: 'Paid' } },
  });
  show();
  await tick(0);
  await tick(2000);
  expect(screen.getByText('Thank you for your payment')).toBeInTheDocument();
});

test('after about 2 minutes it explains and can check again', async () => {
  const stub = stubFetch({ [orderPath]: { body: unpaid } });
  show();
  await tick(0);
  for (let i = 0; i < 60; i += 1) await tick(2000);
  expect(stub.calls).toHaveLength(60);
  expect(screen.getByText(/PayPal has not confirmed this payment yet/)).toBeInTheDocument();
  await tick(10_000);
  expect(stub.calls).toHaveLength(60);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  await tick(0);
  expect(stub.calls).toHaveLength(61);
  expect(screen.getByText(/confirming your payment/)).toBeInTheDocument();
});

test('polling stops when the page is left', async () => {
  const stub = stubFetch({ [orderPath]: { body: unpaid } });
  const view = show();
  await tick(0);
  view.unmount();
  await tick(20_000);
  expect(stub.calls).toHaveLength(1);
});

test('an order that is not the customer’s says so', async () => {
  stubFetch({ [orderPath]: { status: 404, body: { statusCode: 404, message: 'No order with this id' } } });
  show();
  await tick(0);
  expect(screen.getByText('We could not find this order among yours.')).toBeInTheDocument();
});

test('a cancelled order is not waited for', async () => {
  stubFetch({ [orderPath]: { body: { ...unpaid, paymentStatus: 'Cancelled' } } });
  show();
  await tick(0);
  expect(screen.getByText(/was cancelled, so no payment was taken/)).toBeInTheDocument();
});
