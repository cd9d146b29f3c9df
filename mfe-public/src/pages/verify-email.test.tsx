import { screen } from '@testing-library/react';
import { renderPage, stubFetch } from '@agency/ui/testing';
import VerifyEmailPage from './verify-email';

const show = (path: string) => renderPage(<VerifyEmailPage />, { path, route: '/verify-email' });

// Each case its own token: the page asks once per token for as long as it is loaded.
test.each([
  [true, '?verified=1', 'a+b c/='],
  [false, '?verified=0', 'used'],
])(
  'the mailed link asks the API to verify its token once, then /login says so (verified: %s)',
  async (verified, search, token) => {
    const stub = stubFetch({
      'GET /auth/session': { body: { user: null } },
      [`GET /auth/verify-email?${new URLSearchParams({ token })}`]: { body: { verified } },
    });
    show(`/verify-email?token=${encodeURIComponent(token)}`);
    expect(screen.getByText('Confirming your e-mail address…')).toBeInTheDocument();
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('at /login');
    expect(location).toHaveAttribute('data-search', search);
    const asked = stub.calls.filter((call) => call.path.startsWith('/auth/verify-email'));
    expect(asked).toHaveLength(1);
    // A script's request: the API answers it with JSON, where a browser opening its link is sent on to /login.
    expect((asked[0].init.headers as Record<string, string>).Accept).toBe('application/json');
  },
);

test('an answer that is no verification sends the visitor to /login as not verified', async () => {
  stubFetch({
    'GET /auth/session': { body: { user: null } },
    'GET /auth/verify-email?token=gone': { status: 503, body: { statusCode: 503, message: 'Unavailable' } },
  });
  show('/verify-email?token=gone');
  expect(await screen.findByTestId('location')).toHaveAttribute('data-search', '?verified=0');
});

test('without a token it says where the link is, and asks nothing', () => {
  const stub = stubFetch({ 'GET /auth/session': { body: { user: null } } });
  show('/verify-email');
  expect(screen.getByText('Confirm your e-mail address')).toBeInTheDocument();
  expect(stub.calls.some((call) => call.path.startsWith('/auth/verify-email'))).toBe(false);
});
