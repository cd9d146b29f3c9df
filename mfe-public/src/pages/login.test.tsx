import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, PostedFormProvider, useHasUnsavedChanges } from '@agency/ui';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import LoginPage from './login';

const renderLogin = (options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<LoginPage />, { path: '/login', ...options });

async function fill(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('shows the product description messages beside the fields and sends nothing', async () => {
  const stub = stubFetch({});
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is Required');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is Required');
  await fill('1@2.3', '12345');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Provide a Valid Email');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Minimum 6 Characters');
  expect(stub).not.toHaveBeenCalled();
});

test('shows the failure text when the API refuses the credentials, keeping the e-mail', async () => {
  stubFetch({ 'POST /auth/login': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
  renderLogin();
  await fill(ADMIN.email, 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Incorrect email or password. Please try again.',
  );
  expect(screen.getByLabelText('Email')).toHaveValue(ADMIN.email);
});

test('too many attempts are reported as such', async () => {
  stubFetch({ 'POST /auth/login': { status: 429, body: {} } });
  renderLogin();
  await fill(ADMIN.email, 'secret-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
});

test('after login goes back to the remembered location, sending the session cookie', async () => {
  const answer = deferred();
  const stub = stubFetch({ 'POST /auth/login': { body: ADMIN, wait: answer.promise } });
  renderLogin({ state: { from: { pathname: '/setting' } } });
  await fill(ADMIN.email, 'agency-demo-admin');
  expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  answer.release();
  expect(await screen.findByText('at /setting')).toBeInTheDocument();
  expect(stub.calls[0].body).toEqual({ email: ADMIN.email, password: 'agency-demo-admin' });
  expect(stub.calls[0].init.credentials).toBe('include');
});

test('without a remembered location goes to /dashboard', async () => {
  stubFetch({ 'POST /auth/login': { body: ADMIN } });
  renderLogin();
  await fill(ADMIN.email, 'agency-demo-admin');
  expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
});

test('someone already signed in is sent to /dashboard', () => {
  stubFetch({});
  renderLogin({ user: ADMIN });
  expect(screen.getByText('at /dashboard')).toBeInTheDocument();
});

/** What the shell's leave guard goes by: a form holding unsaved work, which leaving asks about first. */
function UnsavedWork() {
  return useHasUnsavedChanges() ? <p>Holding unsaved work</p> : null;
}

test('a failed attempt leaves nothing to guard: "Forgot password" and closing the tab never ask about the password', async () => {
  stubFetch({ 'POST /auth/login': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
  renderPage(
    <>
      <LoginPage />
      <UnsavedWork />
    </>,
    { path: '/login' },
  );
  await fill(ADMIN.email, 'wrong-password');
  await screen.findByRole('alert');
  expect(screen.queryByText('Holding unsaved work')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Forgot password' }));
  expect(await screen.findByText('at /reset')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('links to password reset and sign-up', () => {
  stubFetch({});
  renderLogin();
  expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/reset');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
});

test('the e-mail confirmation link’s outcome is shown', () => {
  stubFetch({});
  const { unmount } = renderLogin({ path: '/login?verified=1' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your e-mail address is confirmed. You can log in now.',
  );
  unmount();
  renderLogin({ path: '/login?verified=0' });
  expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
});

test('an account with a second step is signed in only by its code, which a wrong one does not pass', async () => {
  const challenge = {
    secondStep: { methods: ['totp', 'recovery-code'], expiresAt: '2030-01-01T00:05:00.000Z' },
  };
  const stub = stubFetch({
    'POST /auth/login': { body: challenge },
    'POST /auth/second-step/code': {
      status: 400,
      body: {
        message: 'That code is not right. Please try again.',
        errors: [{ field: 'code', message: 'That code is not right. Please try again.' }],
      },
    },
  });
  renderLogin();
  await fill(ADMIN.email, 'agency-demo-admin');
  const code = await screen.findByLabelText('Code from your authenticator app, or a recovery code');
  expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(
    await screen.findByLabelText('Code from your authenticator app, or a recovery code'),
  ).toHaveAccessibleDescription('That code is not right. Please try again.');
  expect(stub.calls.at(-1)).toMatchObject({ path: '/auth/second-step/code', body: { code: '123456' } });
  // A sign-in saves nothing, so nothing says "Not saved", and the refusal is said once, beside the code.
  expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
  expect(screen.getAllByText('That code is not right. Please try again.')).toHaveLength(1);

  stubFetch({
    'POST /auth/second-step/code': { status: 429, body: { message: 'Too many attempts. Try again later.' } },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many attempts. Try again later.$/);

  stubFetch({ 'POST /auth/second-step/code': { body: ADMIN } });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
});

test('without JavaScript, a login of an account with a second step comes back with its code form, posted to the page', () => {
  const stub = stubFetch({});
  const refused = 'That code is not right. Please try again.';
  const answer = {
    form: 'second-step',
    values: {},
    errors: { code: refused },
    failure: null,
    succeeded: false,
  };
  renderPage(
    <PostedFormProvider answer={answer}>
      <LoginPage />
    </PostedFormProvider>,
    { path: '/login' },
  );
  expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Second step' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/login#second-step-form');
  expect(form.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue('second-step');
  expect(
    screen.getByLabelText('Code from your authenticator app, or a recovery code'),
  ).toHaveAccessibleDescription(refused);
  expect(screen.getByText(/^A passkey needs JavaScript\./)).toBeInTheDocument();
  // The pending sign-in is in the page's cookie, which only the site's server reads: the app leaves the post to it.
  const submit = createEvent.submit(form);
  fireEvent(form, submit);
  expect(submit.defaultPrevented).toBe(false);
  expect(stub).not.toHaveBeenCalled();
});

test('an admin without a second step is reminded to add one during the grace, and stopped after it', async () => {
  const setup = { requiredFrom: '2030-01-15T09:00:00.000Z', overdue: false };
  stubFetch({ 'POST /auth/login': { body: { ...ADMIN, secondFactorSetup: setup } } });
  const first = renderLogin();
  await fill(ADMIN.email, 'agency-demo-admin');
  expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  expect(
    screen.getByText(/Add a second sign-in step .* from Jan 15, 2030 the back office needs one\./),
  ).toBeInTheDocument();
  first.unmount();

  stubFetch({ 'POST /auth/login': { body: { ...ADMIN, secondFactorSetup: { ...setup, overdue: true } } } });
  renderLogin();
  await fill(ADMIN.email, 'agency-demo-admin');
  expect(await screen.findByRole('heading', { name: 'Add a second sign-in step' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add a second step' })).toHaveAttribute(
    'href',
    '/account#security',
  );
});
