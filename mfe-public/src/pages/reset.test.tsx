import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@agency/ui';
import { deferred, renderPage, stubFetch } from '@agency/ui/testing';
import ResetPage from './reset';
import ResetConfirmPage from './reset-confirm';

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('the e-mail is checked, then the success text shows only once the API took the request', async () => {
  const accepted = deferred();
  const stub = stubFetch({
    'POST /auth/reset': {
      status: 202,
      body: { message: 'Password reset. Check your inbox!' },
      wait: accepted.promise,
    },
  });
  renderPage(<ResetPage />, { path: '/reset' });
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is Required');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.queryByText('Password reset. Check your inbox!')).not.toBeInTheDocument();
  accepted.release();
  expect(await screen.findByText('Password reset. Check your inbox!')).toBeInTheDocument();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(stub.calls[0].body).toEqual({ email: 'ana@example.com' });
});

test('a failed request says so and keeps the e-mail', async () => {
  stubFetch({ 'POST /auth/reset': { status: 429, body: {} } });
  renderPage(<ResetPage />, { path: '/reset' });
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
});

test('the e-mail’s link opens the new-password form, which sets the password with the token', async () => {
  const stub = stubFetch({
    'GET /auth/reset/check?token=abc123': { body: { valid: true } },
    'POST /auth/reset/confirm': {
      body: { message: 'Your password has been changed. Log in with your new password.' },
    },
    'GET /auth/session': { body: { user: null } },
  });
  renderPage(<ResetPage />, { path: '/reset?token=abc123' });
  await userEvent.click(await screen.findByRole('button', { name: 'Save Password' }));
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password is Required');
  await userEvent.type(screen.getByLabelText('New password'), 'new-secret');
  await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
  expect(
    await screen.findByText('Your password has been changed. Log in with your new password.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({
    token: 'abc123',
    password: 'new-secret',
  });
});

const UNUSABLE = 'This link has expired or was already used. Please request a new one.';

test('a used or expired link says so instead of the form, and offers a new one', async () => {
  stubFetch({
    'GET /auth/reset/check?token=old': { status: 410, body: { statusCode: 410, message: UNUSABLE } },
  });
  renderPage(<ResetConfirmPage />, { path: '/reset/confirm?token=old' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset');
});

test('a link used elsewhere while the form was open says so when submitted', async () => {
  stubFetch({
    'GET /auth/reset/check?token=old': { body: { valid: true } },
    'POST /auth/reset/confirm': { status: 400, body: { statusCode: 400, message: UNUSABLE } },
  });
  renderPage(<ResetConfirmPage />, { path: '/reset/confirm?token=old' });
  await userEvent.type(await screen.findByLabelText('New password'), 'new-secret');
  await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset');
});

test('a link without its token says so', () => {
  stubFetch({});
  renderPage(<ResetConfirmPage />, { path: '/reset/confirm' });
  expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
});
