import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import OrderNowPage from './order-now';

const packageId = '0123456789abcdef01234567';
const pack = { _id: packageId, packageName: 'Standard', packagePrice: '49', packageButtonText: 'Order' };

const show = (id = packageId) =>
  renderPage(<OrderNowPage />, { route: '/order-now/:id', path: `/order-now/${id}`, user: CUSTOMER });

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ana Lima');
  await userEvent.type(screen.getByLabelText('Address'), '1 Main Street');
  await userEvent.type(screen.getByLabelText('Country'), 'Portugal');
}

test('loading, then the package, its price in USD and the account e-mail, read-only', async () => {
  const hold = deferred();
  stubFetch({ [`GET /pricing/${packageId}`]: { body: pack, wait: hold.promise } });
  show();
  expect(screen.getByRole('status')).toBeInTheDocument();
  hold.release();
  expect(await screen.findByLabelText('Package')).toHaveValue('Standard');
  expect(screen.getByLabelText('Package')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Price')).toHaveValue('$49.00');
  expect(screen.getByLabelText('Price')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
});

test('empty required fields are reported beside each field and nothing is sent', async () => {
  const stub = stubFetch({ [`GET /pricing/${packageId}`]: { body: pack } });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Address is required')).toBeInTheDocument();
  expect(screen.getByText('Country is required')).toBeInTheDocument();
  const name = screen.getByLabelText('Name');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Name is required');
  expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  await userEvent.type(name, 'A');
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
});

test('a placed order sends the package id and entries, then goes to /pending-order', async () => {
  const stub = stubFetch({
    [`GET /pricing/${packageId}`]: { body: pack },
    'POST /new-order': { status: 201, body: { _id: 'o1', paymentStatus: 'UnPaid' } },
  });
  show();
  await screen.findByLabelText('Name');
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/pending-order');
  expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({
    packageId,
    customerName: 'Ana Lima',
    customerAddress: '1 Main Street',
    customerCountry: 'Portugal',
  });
  expect(screen.getByText(/Your order is placed/)).toBeInTheDocument();
});

test("a refused order shows the server's message and keeps the input", async () => {
  stubFetch({
    [`GET /pricing/${packageId}`]: { body: pack },
    'POST /new-order': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Validation failed',
        errors: [{ field: 'customerCountry', message: 'Country must be at most 100 characters' }],
      },
    },
  });
  show();
  await screen.findByLabelText('Name');
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText(/Your order was not placed: Validation failed/)).toBeInTheDocument();
  expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(
    'Country must be at most 100 characters',
  );
  expect(screen.getByLabelText('Name')).toHaveValue('Ana Lima');
  expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('an unknown package says so', async () => {
  stubFetch({
    [`GET /pricing/${packageId}`]: { status: 404, body: { statusCode: 404, message: 'Not found' } },
  });
  show();
  expect(await screen.findByText('Package not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See our packages' })).toHaveAttribute('href', '/pricing/');
});

test('an id that cannot be a package is not even looked up', async () => {
  const stub = stubFetch({});
  show('not-an-id');
  expect(screen.getByText('Package not found')).toBeInTheDocument();
  expect(stub.calls).toHaveLength(0);
});

test('an expired session keeps what the customer typed for when they are back from logging in', async () => {
  sessionStorage.clear();
  stubFetch({
    [`GET /pricing/${packageId}`]: { body: pack },
    'POST /new-order': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
  });
  const { unmount } = show();
  await screen.findByLabelText('Name');
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('your session has expired');
  expect(screen.getByLabelText('Address')).toHaveValue('1 Main Street');
  unmount();

  show();
  expect(await screen.findByLabelText('Name')).toHaveValue('Ana Lima');
  expect(screen.getByLabelText('Address')).toHaveValue('1 Main Street');
  expect(screen.getByLabelText('Country')).toHaveValue('Portugal');
});

test('the account’s saved billing details fill the form, and what the customer typed is kept', async () => {
  const hold = deferred();
  stubFetch({
    [`GET /pricing/${packageId}`]: { body: pack },
    'GET /account': {
      body: {
        email: 'ana@example.com',
        name: 'Ana Lima',
        billingAddress: '1 Main Street',
        billingCountry: 'Portugal',
      },
      wait: hold.promise,
    },
  });
  show();
  await userEvent.type(await screen.findByLabelText('Name'), 'Someone Else');
  hold.release();
  expect(await screen.findByDisplayValue('1 Main Street')).toBe(screen.getByLabelText('Address'));
  expect(screen.getByLabelText('Country')).toHaveValue('Portugal');
  expect(screen.getByLabelText('Name')).toHaveValue('Someone Else');
});
