import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { otherPagesMessages } from '../messages/other-pages';
import ConfirmEmailPage from './confirm-email';

const INCOMPLETE_LINK = otherPagesMessages.en['confirmEmail.incomplete'];

const show = (path: string) => renderPage(<ConfirmEmailPage />, { path, route: '/confirm-email' });

test('changes nothing until the button is pressed, then says what the server confirmed', async () => {
  const hold = deferred();
  const stub = stubFetch({
    'GET /auth/session': { body: { user: null } },
    'POST /account/email/confirm': {
      body: { email: 'new@example.com', message: 'Your e-mail address is now new@example.com.' },
      wait: hold.promise,
    },
  });
  show('/confirm-email?token=abc123');
  expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
  expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'abc123' });
  hold.release();
  expect(await screen.findByText('Your e-mail address is now new@example.com.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('a used or expired link says so', async () => {
  stubFetch({
    'GET /auth/session': { body: { user: null } },
    'POST /account/email/confirm': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'This link has expired or was already used. Please request a new one.',
      },
    },
  });
  show('/confirm-email?token=abc123');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
  expect(await screen.findByText(/This link has expired or was already used/)).toBeInTheDocument();
});

test('without a token it asks for the link again', () => {
  stubFetch({});
  show('/confirm-email');
  expect(screen.getByText(INCOMPLETE_LINK)).toBeInTheDocument();
});
