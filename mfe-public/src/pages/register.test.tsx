import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@agency/ui';
import { COMMON_PASSWORD } from '@agency/contracts';
import { CUSTOMER, renderPage, stubFetch } from '@agency/ui/testing';
import RegisterPage from './register';

async function fill(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('checks the fields with the product description messages before sending', async () => {
  const stub = stubFetch({});
  renderPage(<RegisterPage />, { path: '/register' });
  await fill('', '');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is Required');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is Required');
  await fill('ab@cd.ef', 'short');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Provide a Valid Email');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Minimum 6 Characters');
  expect(stub).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('a new account is signed in and goes to /', async () => {
  const stub = stubFetch({
    'POST /auth/register': { status: 202, body: { message: 'Thanks! We sent a message to this address.' } },
    'POST /auth/login': { body: { ...CUSTOMER, emailVerified: false } },
  });
  renderPage(<RegisterPage />, { path: '/register' });
  await fill('ana@example.com', 'secret-password');
  expect(await screen.findByText('at /')).toBeInTheDocument();
  const credentials = { email: 'ana@example.com', password: 'secret-password' };
  expect(stub.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    { method: 'POST', path: '/auth/register', body: credentials },
    { method: 'POST', path: '/auth/login', body: credentials },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Welcome! Your account is ready.');
});

test('an e-mail that already has an account, with another password, points to login and reset and keeps what was typed', async () => {
  stubFetch({
    'POST /auth/register': { status: 202, body: { message: 'Thanks! We sent a message to this address.' } },
    'POST /auth/login': {
      status: 401,
      body: { statusCode: 401, message: 'Incorrect email or password. Please try again.' },
    },
  });
  renderPage(<RegisterPage />, { path: '/register' });
  await fill('ana@example.com', 'secret-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'If you already have an account, log in or reset your password.',
  );
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
});

test('someone signed in is sent to /dashboard', () => {
  stubFetch({});
  renderPage(<RegisterPage />, { path: '/register', user: CUSTOMER });
  expect(screen.getByText('at /dashboard')).toBeInTheDocument();
});

test('a common password is refused once, beside the field, and nothing asks about leaving', async () => {
  stubFetch({
    'POST /auth/register': {
      status: 400,
      body: {
        statusCode: 400,
        message: COMMON_PASSWORD,
        errors: [{ field: 'password', message: COMMON_PASSWORD }],
      },
    },
  });
  renderPage(<RegisterPage />, { path: '/register' });
  await fill('ana@example.com', 'password1');
  expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(COMMON_PASSWORD);
  expect(screen.getAllByText(COMMON_PASSWORD)).toHaveLength(1);
  await userEvent.click(screen.getByRole('link', { name: 'Login' }));
  expect(await screen.findByText('at /login')).toBeInTheDocument();
});
