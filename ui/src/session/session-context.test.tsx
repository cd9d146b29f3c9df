import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '../api/api-client';
import { stubFetch } from '../testing';
import { SessionProvider, useSession } from './session-context';

function Probe() {
  const { user, loading, logout } = useSession();
  if (loading) return <p>loading</p>;
  return (
    <>
      <p>{user ? `${user.email} admin=${user.isAdmin}` : 'anonymous'}</p>
      <button onClick={() => void logout()}>out</button>
    </>
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('reads the user from /auth/me', async () => {
  stubFetch({
    'GET /auth/me': { body: { email: 'a@agency.test', isAdmin: true, emailVerified: true } },
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

test('a 401 from /auth/me means anonymous', async () => {
  stubFetch({ 'GET /auth/me': { status: 401, body: { message: 'Unauthorized' } } });
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  expect(await screen.findByText('anonymous')).toBeInTheDocument();
});
