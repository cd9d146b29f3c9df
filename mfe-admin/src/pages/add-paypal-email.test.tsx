import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { ID } from '../testing/fixtures';
import AddPaypalEmailPage from './add-paypal-email';

const record = { _id: ID.paypal, paypalEmail: 'pay@agency.test' };

test('with a record: the address, an Edit button to change it, and a title for what is shown', async () => {
  stubFetch({ 'GET /paypal-email': { body: [record] } });
  renderPage(<AddPaypalEmailPage />, { user: ADMIN, route: '*' });
  const edit = await screen.findByRole('link', { name: 'Edit pay@agency.test' });
  expect(edit).toHaveAttribute('href', `/paypal-email/${ID.paypal}`);
  expect(edit).toHaveTextContent(/^Edit$/);
  expect(screen.getByText('pay@agency.test')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Payment Email' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Paypal Email')).not.toBeInTheDocument();
});

test('a malformed e-mail is refused before sending', async () => {
  const stub = stubFetch({ 'GET /paypal-email': { body: [] } });
  renderPage(<AddPaypalEmailPage />, { user: ADMIN, route: '*' });
  const input = await screen.findByLabelText('Paypal Email');
  await userEvent.type(input, 'pay@agency');
  await userEvent.click(screen.getByRole('button', { name: 'Add Email' }));
  expect(input).toHaveAccessibleDescription('Paypal Email must be a valid e-mail address');
  expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

test("adding posts /add-email; 'Paypal Email Added' only after the server confirmed, then the link shows", async () => {
  const hold = deferred();
  let records: unknown[] = [];
  const stub = stubFetch({
    'GET /paypal-email': () => ({ body: records }),
    'POST /add-email': () => {
      records = [record];
      return { status: 201, body: record, wait: hold.promise };
    },
  });
  renderPage(<AddPaypalEmailPage />, { user: ADMIN, route: '*' });
  await userEvent.type(await screen.findByLabelText('Paypal Email'), 'pay@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Add Email' }));
  expect(stub.calls.at(-1)).toMatchObject({
    method: 'POST',
    path: '/add-email',
    body: { paypalEmail: 'pay@agency.test' },
  });
  expect(screen.queryByText('Paypal Email Added')).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByText('Paypal Email Added')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Edit pay@agency.test' })).toBeInTheDocument();
});

test('a failed add says so and keeps the input', async () => {
  stubFetch({
    'GET /paypal-email': { body: [] },
    'POST /add-email': { status: 500, body: {} },
  });
  renderPage(<AddPaypalEmailPage />, { user: ADMIN, route: '*' });
  const input = await screen.findByLabelText('Paypal Email');
  await userEvent.type(input, 'pay@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Add Email' }));
  expect(
    await screen.findByText('Not saved: The server had a problem. Please try again shortly.'),
  ).toBeInTheDocument();
  expect(input).toHaveValue('pay@agency.test');
  expect(screen.queryByText('Paypal Email Added')).not.toBeInTheDocument();
});
