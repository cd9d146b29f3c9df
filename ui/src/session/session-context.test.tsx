import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '../api/api-client';
import { stubFetch } from '../testing';
import { SessionProvider, useSession } from './session-context';

function Probe() {
  const { user, loading, unreachable, logout } = useSession();
  if (loading) return <p>{unreachable ? 'loading, server unreachable' : 'loading'}</p>;
  return (
    <>
      <p>{user ? `${user.email} admin=${user.isAdmin}` : 'anonymous'}</p>
      <button onClick={() => void logout()}>out</button>
    </>
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('reads the user from /auth/session', async () => {
  stubFetch({
    'GET /auth/session': { body: { user: { email: 'a@agency.test', isAdmin: true, emailVerified: true } } },
    'POST /auth/logout': { status: 204 },
  });
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('a@agency.test admin=true')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'out' }));
  await waitFor(() => expect(screen.getByText('anonymous')).toBeInTheDocument());
});

test('a null user, or an API without /auth/session (404), means anonymous', async () => {
  for (const answer of [{ body: { user: null } }, { status: 404, body: { message: 'Not Found' } }]) {
    stubFetch({ 'GET /auth/session': answer });
    const { unmount } = render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    unmount();
  }
});

test('an unreachable API keeps the session unknown, not signed out, and retries until it answers', async () => {
  const user = { email: 'c@agency.test', isAdmin: false, emailVerified: true };
  let calls = 0;
  stubFetch({
    'GET /auth/session': () => {
      calls++;
      if (calls <= 2) throw new TypeError('Failed to fetch');
      return { body: { user } };
    },
  });
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  expect(await screen.findByText('loading, server unreachable')).toBeInTheDocument();
  expect(screen.queryByText('anonymous')).toBeNull();
  // Retries after 1 s, then 2 s: the third read answers.
  expect(await screen.findByText('c@agency.test admin=false', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(calls).toBe(3);
}, 10_000);

test('a 5xx answer counts as unreachable too', async () => {
  stubFetch({ 'GET /auth/session': { status: 503, body: { message: 'Database unavailable' } } });
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  expect(await screen.findByText('loading, server unreachable')).toBeInTheDocument();
});
