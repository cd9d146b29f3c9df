import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { ID } from '../testing/fixtures';
import PaypalEmailPage from './paypal-email';

const record = { _id: ID.paypal, paypalEmail: 'pay@agency.test' };
const path = `/paypal-email/${ID.paypal}`;

function renderEdit() {
  return renderPage(<PaypalEmailPage />, { path, route: '/paypal-email/:id', user: ADMIN });
}

test("editing sends PUT; 'Paypal Email Updated' only after the server confirmed", async () => {
  const hold = deferred();
  const stub = stubFetch({
    [`GET ${path}`]: { body: record },
    [`PUT ${path}`]: { body: { ...record, paypalEmail: 'billing@agency.test' }, wait: hold.promise },
  });
  renderEdit();
  const input = await screen.findByLabelText('Paypal Email');
  expect(input).toHaveValue('pay@agency.test');
  await userEvent.clear(input);
  await userEvent.type(input, 'billing@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Update Email' }));
  expect(stub.calls.at(-1)).toMatchObject({
    method: 'PUT',
    path,
    body: { paypalEmail: 'billing@agency.test' },
  });
  expect(screen.queryByText('Paypal Email Updated')).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByText('Paypal Email Updated')).toBeInTheDocument();
});

test('a failed update says so and keeps the input', async () => {
  // The network fails on the save only.
  globalThis.fetch = jest.fn(async (_input: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'PUT') throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, text: async () => JSON.stringify(record) };
  }) as unknown as typeof fetch;
  renderEdit();
  const input = await screen.findByLabelText('Paypal Email');
  await userEvent.clear(input);
  await userEvent.type(input, 'billing@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Update Email' }));
  expect(
    await screen.findByText('Not saved: The server could not be reached. Please try again.'),
  ).toBeInTheDocument();
  expect(input).toHaveValue('billing@agency.test');
  expect(screen.queryByText('Paypal Email Updated')).not.toBeInTheDocument();
});

test('loading shows a placeholder; an unknown id reads as not found', async () => {
  const hold = deferred();
  stubFetch({
    [`GET ${path}`]: { status: 404, body: { message: 'No PayPal e-mail with this id' }, wait: hold.promise },
  });
  renderEdit();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  hold.release();
  expect(await screen.findByText('This payment e-mail does not exist.')).toBeInTheDocument();
});
