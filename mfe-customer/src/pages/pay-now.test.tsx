import { screen } from '@testing-library/react';
import { CUSTOMER, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import PayNowPage from './pay-now';

const orderId = '0123456789abcdef01234567';
const checkoutPath = `GET /payments/checkout/${orderId}`;
const checkout = {
  action: 'http://127.0.0.1:4000/payments/simulator/checkout',
  method: 'POST',
  fields: {
    cmd: '_xclick',
    business: 'shop@example.com',
    item_number: '1',
    item_name: 'Basic',
    amount: '19.00',
    no_shipping: '1',
    currency_code: 'USD',
    notify_url: 'http://127.0.0.1:4000/payments/ipn',
    cancel_return: `http://localhost/order-cancelled/${orderId}`,
    return: `http://localhost/received-payment/${orderId}`,
    custom: orderId,
  },
  itemName: 'Basic',
  amount: '19.00',
  currency: 'USD',
};

const show = () =>
  renderPage(<PayNowPage />, { route: '/pay-now/:id', path: `/pay-now/${orderId}`, user: CUSTOMER });

test('loading, then a form posting exactly the fields the API prepared', async () => {
  const hold = deferred();
  stubFetch({ [checkoutPath]: { body: checkout, wait: hold.promise } });
  const { container } = show();
  expect(screen.getByRole('status')).toBeInTheDocument();
  hold.release();
  const button = await screen.findByRole('button', { name: 'Pay Now With Paypal' });
  expect(button).toHaveAttribute('type', 'submit');
  const form = container.querySelector('form') as HTMLFormElement;
  expect(form).toHaveAttribute('method', 'POST');
  expect(form).toHaveAttribute('action', checkout.action);
  expect(form).toContainElement(button);
  const hidden = Object.fromEntries(
    Array.from(form.querySelectorAll<HTMLInputElement>('input')).map((input) => {
      expect(input.type).toBe('hidden');
      return [input.name, input.value];
    }),
  );
  expect(hidden).toEqual(checkout.fields);
  expect(screen.getByText('$19.00')).toBeInTheDocument();
  expect(screen.getByText('Basic package')).toBeInTheDocument();
});

test("Orders v2: a GET to PayPal's approve link, whose only field is the token, still shows what is paid for", async () => {
  const approve = {
    action: 'http://127.0.0.1:4000/payments/simulator/approve',
    method: 'GET',
    fields: { token: '5O190127TN364715T' },
    itemName: 'Premium',
    amount: '49.90',
    currency: 'USD',
  };
  stubFetch({ [checkoutPath]: { body: approve } });
  const { container } = show();
  await screen.findByRole('button', { name: 'Pay Now With Paypal' });
  const form = container.querySelector('form') as HTMLFormElement;
  expect(form).toHaveAttribute('method', 'GET');
  expect(form).toHaveAttribute('action', approve.action);
  expect(form.querySelector<HTMLInputElement>('input[name="token"]')?.value).toBe(approve.fields.token);
  expect(screen.getByText('Premium package')).toBeInTheDocument();
  expect(screen.getByText('$49.90')).toBeInTheDocument();
});

test('not your order (404)', async () => {
  stubFetch({ [checkoutPath]: { status: 404, body: { statusCode: 404, message: 'No order with this id' } } });
  show();
  expect(await screen.findByText('We could not find this order among yours.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay Now With Paypal' })).not.toBeInTheDocument();
});

test('an order that is not UnPaid (409) says so and links to My Orders', async () => {
  stubFetch({
    [checkoutPath]: {
      status: 409,
      body: { statusCode: 409, message: 'This order is Paid and cannot be paid' },
    },
  });
  show();
  expect(await screen.findByText(/already paid or cancelled/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-order');
});

test('payments not configured (503) gives a clear message', async () => {
  const message = 'Payments are temporarily unavailable';
  stubFetch({ [checkoutPath]: { status: 503, body: { statusCode: 503, message } } });
  show();
  expect(await screen.findByText('Payments are not available right now')).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay Now With Paypal' })).not.toBeInTheDocument();
});

test('any other failure offers Retry', async () => {
  stubFetch({ [checkoutPath]: { status: 500, body: { statusCode: 500, message: 'Boom' } } });
  show();
  expect(await screen.findByText('Boom')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
