import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { ID, makeOrders } from '../testing/fixtures';
import PaymentStatusPage from './payment-status';

const order = { ...makeOrders(1)[0], _id: ID.order, packageName: 'Premium', packagePrice: '99.5' };

function renderStatus() {
  return renderPage(<PaymentStatusPage />, {
    path: `/admin/payment-status/${ID.order}`,
    route: '/admin/payment-status/:id',
    user: ADMIN,
  });
}

test('shows the order read-only and a dropdown of only Pending and Delivered', async () => {
  stubFetch({ [`GET /order/${ID.order}`]: { body: order } });
  renderStatus();
  expect(await screen.findByText('Customer 1')).toBeInTheDocument();
  expect(screen.getByText('c@example.com')).toBeInTheDocument();
  expect(screen.getByText('Premium')).toBeInTheDocument();
  expect(screen.getByText('$99.50')).toBeInTheDocument();
  expect(screen.getByText('01/01/2026')).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
  const select = screen.getByLabelText('Change Order Status');
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Pending', 'Delivered']);
  expect(select).toHaveValue('Pending');
  expect(screen.queryByLabelText(/Payment Status/)).not.toBeInTheDocument();
});

test("'OrderStatus is Updated' shows only after the server confirmed the new status", async () => {
  const hold = deferred();
  const stub = stubFetch({
    [`GET /order/${ID.order}`]: { body: order },
    [`PUT /order-status/${ID.order}`]: { body: { ...order, orderStatus: 'Delivered' }, wait: hold.promise },
  });
  renderStatus();
  await userEvent.selectOptions(await screen.findByLabelText('Change Order Status'), 'Delivered');
  await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
  expect(stub.calls.at(-1)).toMatchObject({
    method: 'PUT',
    path: `/order-status/${ID.order}`,
    body: { orderStatus: 'Delivered' },
  });
  expect(screen.queryByText('OrderStatus is Updated')).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByText('OrderStatus is Updated')).toBeInTheDocument();
  expect(screen.getByText('Delivered', { selector: 'dd' })).toBeInTheDocument();
});

test('a refused update says so and keeps the chosen status', async () => {
  stubFetch({
    [`GET /order/${ID.order}`]: { body: order },
    [`PUT /order-status/${ID.order}`]: {
      status: 400,
      body: {
        statusCode: 400,
        message: 'orderStatus must be one of Pending, Delivered',
        errors: [{ field: 'orderStatus', message: 'orderStatus must be one of Pending, Delivered' }],
      },
    },
  });
  renderStatus();
  await userEvent.selectOptions(await screen.findByLabelText('Change Order Status'), 'Delivered');
  await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
  expect(
    await screen.findByText('Not saved: orderStatus must be one of Pending, Delivered'),
  ).toBeInTheDocument();
  const select = screen.getByLabelText('Change Order Status');
  expect(select).toHaveValue('Delivered');
  expect(select).toHaveAccessibleDescription('orderStatus must be one of Pending, Delivered');
  expect(screen.queryByText('OrderStatus is Updated')).not.toBeInTheDocument();
});

test('an unknown order reads as not found', async () => {
  stubFetch({ [`GET /order/${ID.order}`]: { status: 404, body: { message: 'No order with this id' } } });
  renderStatus();
  expect(await screen.findByText('This order does not exist.')).toBeInTheDocument();
});

test('a refunded order cannot be marked Delivered, and the form says why', async () => {
  stubFetch({ [`GET /order/${ID.order}`]: { body: { ...order, paymentStatus: 'Refunded' } } });
  renderStatus();
  const select = await screen.findByLabelText('Change Order Status');
  expect(within(select).getByRole('option', { name: 'Delivered' })).toBeDisabled();
  expect(within(select).getByRole('option', { name: 'Pending' })).toBeEnabled();
  expect(select).toHaveAccessibleDescription(
    'A refunded order cannot be marked Delivered: its payment was returned',
  );
});

test('shows the order number', async () => {
  stubFetch({ [`GET /order/${ID.order}`]: { body: { ...order, orderNumber: 1042 } } });
  renderStatus();
  expect(await screen.findByText('#1042')).toBeInTheDocument();
});

describe('refund', () => {
  const refundPath = `POST /payments/refund/${ID.order}`;
  const refundHere = { [`GET /payments/refund/${ID.order}`]: { body: { method: 'here' } } };

  async function confirmRefund() {
    await userEvent.click(await screen.findByRole('button', { name: 'Refund this order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $99.50 to Customer 1?' });
    expect(dialog).toHaveTextContent('PayPal returns the full amount to c@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));
  }

  test('a Paid order is refunded only after the dialog is confirmed; the page then shows Refunded', async () => {
    const stub = stubFetch({
      [`GET /order/${ID.order}`]: { body: order },
      ...refundHere,
      [refundPath]: { body: { paymentStatus: 'Refunded' } },
    });
    renderStatus();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund this order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    await confirmRefund();
    expect(await screen.findByText('Order is Refunded')).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Refunded', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund this order' })).not.toBeInTheDocument();
  });

  test('a refund PayPal is still processing leaves the order Paid and says so', async () => {
    stubFetch({
      [`GET /order/${ID.order}`]: { body: order },
      ...refundHere,
      [refundPath]: { body: { paymentStatus: 'Paid' } },
    });
    renderStatus();
    await confirmRefund();
    expect(await screen.findByText(/still processing it/)).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  test("a refusal (PayPal's) shows the API's reason and changes nothing", async () => {
    stubFetch({
      [`GET /order/${ID.order}`]: { body: order },
      ...refundHere,
      [refundPath]: {
        status: 409,
        body: { statusCode: 409, message: 'PayPal refused the refund: no funds' },
      },
    });
    renderStatus();
    await confirmRefund();
    expect(await screen.findByText('Not refunded: PayPal refused the refund: no funds')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  test('a Payments Standard payment is explained and linked to PayPal, with no refund dialog', async () => {
    const stub = stubFetch({
      [`GET /order/${ID.order}`]: { body: order },
      [`GET /payments/refund/${ID.order}`]: {
        body: {
          method: 'in-paypal',
          explanation: 'Refund it in your PayPal account.',
          url: 'https://www.paypal.com/activity/payment/TXN1',
        },
      },
    });
    renderStatus();
    expect(await screen.findByText(/Refund it in your PayPal account\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund in PayPal' })).toHaveAttribute(
      'href',
      'https://www.paypal.com/activity/payment/TXN1',
    );
    expect(screen.queryByRole('button', { name: 'Refund this order' })).not.toBeInTheDocument();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('orders that are not Paid offer no refund', async () => {
    stubFetch({ [`GET /order/${ID.order}`]: { body: { ...order, paymentStatus: 'UnPaid' } } });
    renderStatus();
    expect(await screen.findByText('UnPaid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund this order' })).not.toBeInTheDocument();
  });
});
