import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER, renderPage, stubFetch } from '@agency/ui/testing';
import { order } from '../testing/orders';
import { PAYMENT_POLL, pollDelay, readsPerRound } from '../orders/use-payment-confirmation';
import ReceivedPaymentPage from './received-payment';

const unpaid = order(1, 'UnPaid');
const orderPath = `GET /order/${unpaid._id}`;

const show = () =>
  renderPage(<ReceivedPaymentPage />, {
    route: '/received-payment/:id',
    path: `/received-payment/${unpaid._id}`,
    user: CUSTOMER,
  });

/** Moves the clock and lets the fetch it triggers, and the re-render that follows, settle. */
const tick = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    // The answer travels through a few promise hops and one batched notification before React sees it.
    for (let hop = 0; hop < 5; hop += 1) await jest.advanceTimersByTimeAsync(0);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('reads at once, then less and less often, until the order reads Paid, then thanks the customer', async () => {
  let reads = 0;
  const stub = stubFetch({
    [orderPath]: () => ({ body: ++reads < 4 ? unpaid : { ...unpaid, paymentStatus: 'Paid' } }),
  });
  show();
  expect(await screen.findByText(/confirming your payment/)).toBeInTheDocument();
  await tick(0);
  expect(stub.calls).toHaveLength(1);
  expect(screen.getByText('Basic package, $19.00')).toBeInTheDocument();
  await tick(2000);
  expect(stub.calls).toHaveLength(2);
  // The next wait is longer: nothing at 2 s more, the third read at 3 s.
  await tick(2000);
  expect(stub.calls).toHaveLength(2);
  await tick(1000);
  expect(stub.calls).toHaveLength(3);
  expect(screen.queryByText('Thank you for your payment')).not.toBeInTheDocument();
  await tick(4500);
  expect(stub.calls).toHaveLength(4);
  expect(await screen.findByText('Thank you for your payment')).toBeInTheDocument();
  expect(await screen.findByText('Paid')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  // Paid is final: no more reads.
  await tick(60_000);
  expect(stub.calls).toHaveLength(4);
});

test('the waits grow to at most 10 s, and a round makes a bounded number of reads within 2 minutes', () => {
  expect([1, 2, 3, 4, 5, 6, 20].map((reads) => pollDelay(PAYMENT_POLL, reads))).toEqual([
    2000, 3000, 4500, 6750, 10_000, 10_000, 10_000,
  ]);
  expect(readsPerRound(PAYMENT_POLL)).toBe(15);
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
  expect(await screen.findByText('Thank you for your payment')).toBeInTheDocument();
});

test('after about 2 minutes it stops, says the payment is being confirmed and a receipt will follow, and can check again', async () => {
  const stub = stubFetch({ [orderPath]: { body: unpaid } });
  show();
  await tick(0);
  for (let second = 0; second < 120; second += 1) await tick(1000);
  expect(stub.calls).toHaveLength(readsPerRound(PAYMENT_POLL));
  expect(await screen.findByRole('heading', { name: 'Your payment is being confirmed' })).toBeInTheDocument();
  expect(screen.getByText(/We will e-mail you a\s+receipt as soon as it arrives/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See this order in My Orders' })).toHaveAttribute(
    'href',
    '/my-order',
  );
  await tick(60_000);
  expect(stub.calls).toHaveLength(readsPerRound(PAYMENT_POLL));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  await tick(0);
  expect(stub.calls).toHaveLength(readsPerRound(PAYMENT_POLL) + 1);
  expect(await screen.findByText(/confirming your payment/)).toBeInTheDocument();
  // A new round: polling goes on after the retry.
  await tick(2000);
  expect(stub.calls).toHaveLength(readsPerRound(PAYMENT_POLL) + 2);
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
  expect(screen.getByRole('link', { name: 'Order this package again' })).toHaveAttribute('href', '/pricing/');
});
