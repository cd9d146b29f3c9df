import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WRONG_CURRENT_PASSWORD, type AccountProfile, type AccountSession } from '@agency/contracts';
import { CUSTOMER, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { customerMessages } from '../messages';
import AccountPage from './account';

const profile: AccountProfile = {
  email: CUSTOMER.email,
  emailVerified: true,
  name: 'Ana Lima',
  billingAddress: '1 Main Street',
  billingCountry: 'Portugal',
  language: 'en',
  createdAt: '2026-01-02T10:00:00.000Z',
};

const here: AccountSession = {
  _id: '0123456789abcdef01234567',
  browser: 'Chrome 131',
  system: 'Linux',
  address: '203.0.113.5',
  place: 'Portugal',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  current: true,
};
const phone: AccountSession = {
  ...here,
  _id: '0123456789abcdef01234568',
  browser: 'Safari 17',
  system: 'iOS 17',
  address: '198.51.100.7',
  place: '',
  current: false,
};

/** jsdom's Blob has no text(); its FileReader reads one. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const show = () => renderPage(<AccountPage />, { path: '/account', user: CUSTOMER });

function reads(sessions: AccountSession[] = [here, phone]) {
  return { 'GET /account': { body: profile }, 'GET /account/sessions': { body: sessions } };
}

test('loading, then the details from the server, the e-mail read-only', async () => {
  const hold = deferred();
  stubFetch({ ...reads(), 'GET /account': { body: profile, wait: hold.promise } });
  show();
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  hold.release();
  const details = within(await screen.findByRole('form', { name: 'Your details' }));
  expect(details.getByLabelText('Email')).toHaveValue(CUSTOMER.email);
  expect(details.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(details.getByLabelText('Name')).toHaveValue('Ana Lima');
  expect(details.getByLabelText('Billing country')).toHaveValue('Portugal');
});

test('saved details are sent and confirmed only once the server answered', async () => {
  const hold = deferred();
  const stub = stubFetch({
    ...reads(),
    'PUT /account': { body: { ...profile, name: 'Ana Maria Lima' }, wait: hold.promise },
  });
  show();
  const name = await screen.findByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Ana Maria Lima');
  await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
  expect(screen.queryByText(customerMessages.en['details.saved'])).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByText(customerMessages.en['details.saved'])).toBeInTheDocument();
  expect(stub.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Ana Maria Lima' });
});

test('a wrong current password stands beside its field, and the typed passwords stay', async () => {
  stubFetch({
    ...reads(),
    'PUT /account/password': {
      status: 400,
      body: {
        statusCode: 400,
        message: WRONG_CURRENT_PASSWORD,
        errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
      },
    },
  });
  show();
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  await userEvent.type(form.getByLabelText('Current password'), 'not-it');
  await userEvent.type(form.getByLabelText('New password'), 'second-password');
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
  expect(await form.findByLabelText('Current password')).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD);
  expect(form.getByLabelText('New password')).toHaveValue('second-password');
});

test('a changed password says so, and empties both fields', async () => {
  stubFetch({
    ...reads(),
    'PUT /account/password': { body: { message: 'Your password has been changed.' } },
  });
  show();
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  await userEvent.type(form.getByLabelText('New password'), '123');
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
  expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
  expect(form.getByLabelText('New password')).toHaveAccessibleDescription('Minimum 6 Characters');
  await userEvent.type(form.getByLabelText('Current password'), 'first-password');
  await userEvent.type(form.getByLabelText('New password'), '456');
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
  expect(await form.findByText('Your password has been changed.')).toBeInTheDocument();
  expect(form.getByLabelText('Current password')).toHaveValue('');
});

test('the sessions are listed with this browser marked, and another one is signed out', async () => {
  let sessions = [here, phone];
  const stub = stubFetch({
    'GET /account': { body: profile },
    'GET /account/sessions': () => ({ body: sessions }),
    [`DELETE /account/sessions/${phone._id}`]: () => {
      sessions = [here];
      return { status: 204 };
    },
  });
  show();
  const table = within(await screen.findByRole('table', { name: 'Your sessions' }));
  expect(table.getByText(/Chrome 131 on Linux/)).toHaveTextContent('(this browser)');
  // Never broken inside at 375 px: the mark's words are joined by no-break spaces.
  expect(table.getByText(/^\(this.browser\)$/).textContent).toBe(' (this\u00a0browser)');
  expect(table.getByText('198.51.100.7')).toBeInTheDocument();
  await userEvent.click(table.getByRole('button', { name: /^Sign out Safari 17 on iOS 17/ }));
  await waitFor(() => expect(screen.queryByText(/Safari 17/)).not.toBeInTheDocument());
  expect(screen.getByText('You are signed in only here.')).toBeInTheDocument();
  expect(stub.calls.some((call) => call.method === 'DELETE')).toBe(true);
});

test('signing out everywhere else is confirmed by a notice after the server answered', async () => {
  const stub = stubFetch({ ...reads(), 'POST /account/sessions/end-others': { body: { ended: 1 } } });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByText(customerMessages.en['sessions.signedOutElsewhere'])).toBeInTheDocument();
  expect(stub.calls.filter((call) => call.path === '/account/sessions/end-others')).toHaveLength(1);
});

test('a refused sign-out says why', async () => {
  stubFetch({
    ...reads(),
    'POST /account/sessions/end-others': { status: 500, body: { statusCode: 500, message: 'Database down' } },
  });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByText('Not signed out: Database down')).toBeInTheDocument();
  expect(screen.queryByText(customerMessages.en['sessions.signedOutElsewhere'])).not.toBeInTheDocument();
});

test('Download my data saves the API’s answer as my-data.json', async () => {
  stubFetch({ ...reads(), 'GET /account/export': { body: { account: { email: CUSTOMER.email } } } });
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:my-data';
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(clicked).toEqual(['my-data.json']));
  expect(JSON.parse(await textOf(saved[0]!))).toEqual({ account: { email: CUSTOMER.email } });
  click.mockRestore();
});

test('deleting the account needs the password and shows the server’s refusal', async () => {
  const stub = stubFetch({
    ...reads(),
    'DELETE /account': {
      status: 409,
      body: {
        statusCode: 409,
        message: 'The last admin cannot delete their account. Add another admin first.',
      },
    },
  });
  show();
  const form = within(await screen.findByRole('form', { name: 'Delete my account' }));
  expect(form.getByText(/cannot be undone/)).toBeInTheDocument();
  await userEvent.click(form.getByRole('button', { name: 'Delete my account' }));
  expect(form.getByLabelText('Your password')).toHaveAccessibleDescription('Password is required');
  expect(stub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  await userEvent.type(form.getByLabelText('Your password'), 'admin-password');
  await userEvent.click(form.getByRole('button', { name: 'Delete my account' }));
  expect(await form.findByText(/Your account was not deleted: The last admin/)).toBeInTheDocument();
  expect(stub.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'admin-password' });
});

test('a deleted account goes to the home page, signed out', async () => {
  stubFetch({
    ...reads(),
    'DELETE /account': { status: 204 },
    'GET /auth/session': { body: { user: null } },
  });
  show();
  const form = within(await screen.findByRole('form', { name: 'Delete my account' }));
  await userEvent.type(form.getByLabelText('Your password'), 'first-password');
  await userEvent.click(form.getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('at /');
});

test('a new e-mail is sent with the password, and the page says a link went to it', async () => {
  const sent = 'We sent a link to new@example.com.';
  const stub = stubFetch({ ...reads(), 'POST /account/email': { status: 202, body: { message: sent } } });
  show();
  const form = within(await screen.findByRole('form', { name: 'Change e-mail' }));
  expect(form.getByText(CUSTOMER.email)).toBeInTheDocument();
  await userEvent.type(form.getByLabelText('New e-mail'), 'not-an-address');
  await userEvent.click(form.getByRole('button', { name: 'Send confirmation link' }));
  expect(form.getByLabelText('New e-mail')).toHaveAccessibleDescription('Provide a Valid Email');
  await userEvent.clear(form.getByLabelText('New e-mail'));
  await userEvent.type(form.getByLabelText('New e-mail'), 'New@Example.com');
  await userEvent.type(form.getByLabelText('Current password'), 'first-password');
  await userEvent.click(form.getByRole('button', { name: 'Send confirmation link' }));
  expect(await form.findByText(sent)).toBeInTheDocument();
  expect(stub.calls.find((call) => call.path === '/account/email')?.body).toEqual({
    newEmail: 'new@example.com',
    currentPassword: 'first-password',
  });
  expect(form.getByLabelText('Current password')).toHaveValue('');
});

test('each session shows where it is', async () => {
  stubFetch(reads());
  show();
  const table = within(await screen.findByRole('table', { name: 'Your sessions' }));
  expect(table.getByRole('columnheader', { name: 'Place' })).toBeInTheDocument();
  expect(table.getByText('Portugal')).toBeInTheDocument();
});
