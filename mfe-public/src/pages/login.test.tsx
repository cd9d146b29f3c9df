import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configureApi,
  MemoryRouter,
  Route,
  Routes,
  SessionProvider,
  useLocation,
  type SessionUser,
} from '@agency/ui';
import { stubFetch } from '@agency/ui/testing';
import LoginPage from './login';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLogin({ user = null, from }: { user?: SessionUser | null; from?: string } = {}) {
  return render(
    <MemoryRouter
      initialEntries={[{ pathname: '/login', state: from ? { from: { pathname: from } } : null }]}
    >
      <SessionProvider initialUser={user}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

const me = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };
beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('shows the spec messages beside the fields and sends nothing', async () => {
  const stub = stubFetch({});
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is Required');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is Required');
  await userEvent.type(screen.getByLabelText('Email'), '1@2.3');
  await userEvent.type(screen.getByLabelText('Password'), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Provide a Valid Email');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Minimum 6 Characters');
  expect(stub).not.toHaveBeenCalled();
});

test('shows the failure text when the API refuses the credentials', async () => {
  stubFetch({
    'POST /auth/login': {
      status: 401,
      body: { statusCode: 401, message: 'Incorrect email or password. Please try again.' },
    },
  });
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'admin@agency.test');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Incorrect email or password. Please try again.',
  );
  expect(screen.getByLabelText('Email')).toHaveValue('admin@agency.test');
});

test('after login goes back to the remembered location', async () => {
  const stub = stubFetch({ 'POST /auth/login': { body: me } });
  renderLogin({ from: '/setting' });
  await userEvent.type(screen.getByLabelText('Email'), 'admin@agency.test');
  await userEvent.type(screen.getByLabelText('Password'), 'agency-demo-admin');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('at /setting')).toBeInTheDocument();
  expect(stub.calls[0].body).toEqual({ email: 'admin@agency.test', password: 'agency-demo-admin' });
  expect(stub.calls[0].init.credentials).toBe('include');
});

test('without a remembered location goes to /dashboard', async () => {
  stubFetch({ 'POST /auth/login': { body: me } });
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'admin@agency.test');
  await userEvent.type(screen.getByLabelText('Password'), 'agency-demo-admin');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
});

test('someone already signed in is sent to /dashboard', () => {
  stubFetch({});
  renderLogin({ user: me });
  expect(screen.getByText('at /dashboard')).toBeInTheDocument();
});

test('links to password reset and sign-up', () => {
  stubFetch({});
  renderLogin();
  expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/reset');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
});
