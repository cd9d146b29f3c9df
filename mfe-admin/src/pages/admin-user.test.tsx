import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { ID } from '../testing/fixtures';
import AdminUserPage from './admin-user';

const user = { _id: ID.user, userEmail: 'colleague@agency.test', userRole: 'Admin' };

function renderEdit() {
  return renderPage(<AdminUserPage />, {
    path: `/admin-user/${ID.user}`,
    route: '/admin-user/:id',
    user: ADMIN,
  });
}

test("editing sends PUT /upadete-users/:id; 'User Is Update' only after the server confirmed", async () => {
  const hold = deferred();
  const stub = stubFetch({
    [`GET /users/${ID.user}`]: { body: user },
    [`PUT /upadete-users/${ID.user}`]: {
      body: { ...user, userEmail: 'new@agency.test' },
      wait: hold.promise,
    },
  });
  renderEdit();
  const input = await screen.findByLabelText('User Email');
  expect(input).toHaveValue('colleague@agency.test');
  await userEvent.clear(input);
  await userEvent.type(input, 'new@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
  expect(stub.calls.at(-1)).toMatchObject({
    method: 'PUT',
    path: `/upadete-users/${ID.user}`,
    body: { userEmail: 'new@agency.test', userRole: 'Admin' },
  });
  expect(screen.queryByText('User Is Update')).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByText('User Is Update')).toBeInTheDocument();
});

test('an emptied e-mail is refused before sending', async () => {
  const stub = stubFetch({ [`GET /users/${ID.user}`]: { body: user } });
  renderEdit();
  const input = await screen.findByLabelText('User Email');
  await userEvent.clear(input);
  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
  expect(input).toHaveAccessibleDescription('User Email is required');
  expect(stub.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
});

test('a server 400 puts its field error beside the field and keeps the input', async () => {
  stubFetch({
    [`GET /users/${ID.user}`]: { body: user },
    [`PUT /upadete-users/${ID.user}`]: {
      status: 400,
      body: {
        statusCode: 400,
        message: 'userEmail must be at most 254 characters',
        errors: [{ field: 'userEmail', message: 'userEmail must be at most 254 characters' }],
      },
    },
  });
  renderEdit();
  const input = await screen.findByLabelText('User Email');
  await userEvent.clear(input);
  await userEvent.type(input, 'other@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
  expect(await screen.findByText('Not saved: userEmail must be at most 254 characters')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription('userEmail must be at most 254 characters');
  expect(input).toHaveValue('other@agency.test');
  expect(screen.queryByText('User Is Update')).not.toBeInTheDocument();
});

test('editing your own record warns that it ends your admin access, and offers no removal', async () => {
  stubFetch({ [`GET /users/${ID.user}`]: { body: { ...user, userEmail: ADMIN.email } } });
  renderEdit();
  expect(await screen.findByLabelText('User Email')).toHaveAccessibleDescription(
    'This is your own e-mail: changing it ends your admin access.',
  );
  expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
});

test('another admin is removed after confirming; a refusal is shown with its reason', async () => {
  let refuse = true;
  const stub = stubFetch({
    [`GET /users/${ID.user}`]: { body: user },
    [`DELETE /users/${ID.user}`]: () =>
      refuse
        ? { status: 409, body: { statusCode: 409, message: 'The last admin cannot be removed' } }
        : { body: user },
  });
  renderEdit();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete colleague@agency.test' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Not deleted: The last admin cannot be removed')).toBeInTheDocument();
  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Delete colleague@agency.test' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('colleague@agency.test is Deleted')).toBeInTheDocument();
  expect(stub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  // The removed admin is never read again: that read could only answer 404.
  expect(
    stub.calls.filter((call) => call.method === 'GET' && call.path === `/users/${ID.user}`),
  ).toHaveLength(1);
});

test('an unknown user reads as not found', async () => {
  stubFetch({ [`GET /users/${ID.user}`]: { status: 404, body: { message: 'No admin user with this id' } } });
  renderEdit();
  expect(await screen.findByText('This admin user does not exist.')).toBeInTheDocument();
});

test("resetting another admin's second sign-in step asks first and sends DELETE /users/:id/second-factor", async () => {
  const stub = stubFetch({
    [`GET /users/${ID.user}`]: { body: user },
    [`DELETE /users/${ID.user}/second-factor`]: { status: 204 },
  });
  renderEdit();
  await userEvent.click(await screen.findByRole('button', { name: 'Reset second sign-in step' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, reset' }));
  expect(
    await screen.findByText('The second sign-in step of colleague@agency.test was reset.'),
  ).toBeInTheDocument();
  // Sent once; the user's read that the reset makes stale may follow it.
  expect(stub.calls.filter((call) => call.method === 'DELETE')).toEqual([
    expect.objectContaining({ path: `/users/${ID.user}/second-factor` }),
  ]);
});
