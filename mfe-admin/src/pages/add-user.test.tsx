import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { ID } from '../testing/fixtures';
import AddUserPage from './add-user';

const existing = { _id: ID.user, userEmail: ADMIN.email, userRole: 'Admin' };

test('with one admin record: only its edit link, the add form stays closed', async () => {
  stubFetch({ 'GET /users': { body: [existing] } });
  renderPage(<AddUserPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByRole('link', { name: ADMIN.email })).toHaveAttribute(
    'href',
    `/admin-user/${ID.user}`,
  );
  expect(screen.queryByLabelText('User Email')).not.toBeInTheDocument();
});

test('with several records: one edit link each', async () => {
  stubFetch({
    'GET /users': {
      body: [
        { ...existing, pendingVerification: false },
        { _id: 'u2', userEmail: 'second@agency.test', userRole: 'Admin', pendingVerification: true },
      ],
    },
  });
  renderPage(<AddUserPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByRole('link', { name: 'second@agency.test' })).toHaveAttribute(
    'href',
    '/admin-user/u2',
  );
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  // Who has not signed up and verified yet says so.
  expect(items[0]).not.toHaveTextContent('pending verification');
  expect(items[1]).toHaveTextContent('second@agency.test pending verification');
});

test('with no record: the add form; empty and malformed e-mails are refused before sending', async () => {
  const stub = stubFetch({ 'GET /users': { body: [] } });
  renderPage(<AddUserPage />, { user: ADMIN, route: '*' });
  const input = await screen.findByLabelText('User Email');
  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  expect(input).toHaveAccessibleDescription('User Email is required');
  await userEvent.type(input, 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  expect(input).toHaveAccessibleDescription('User Email must be a valid e-mail address');
  expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

test("adding sends userRole Admin; 'User Is Added' only after the server confirmed, then the link shows", async () => {
  const hold = deferred();
  const added = { _id: 'u9', userEmail: 'colleague@agency.test', userRole: 'Admin' };
  let users: unknown[] = [];
  const stub = stubFetch({
    'GET /users': () => ({ body: users }),
    'POST /add-user': () => {
      users = [added];
      return { status: 201, body: added, wait: hold.promise };
    },
  });
  renderPage(<AddUserPage />, { user: ADMIN, route: '*' });
  await userEvent.type(await screen.findByLabelText('User Email'), 'colleague@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  expect(stub.calls.at(-1)).toMatchObject({
    method: 'POST',
    path: '/add-user',
    body: { userEmail: 'colleague@agency.test', userRole: 'Admin' },
  });
  expect(screen.queryByText('User Is Added')).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByText('User Is Added')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'colleague@agency.test' })).toHaveAttribute(
    'href',
    '/admin-user/u9',
  );
});

test('another admin can be added beside an existing one', async () => {
  stubFetch({ 'GET /users': { body: [existing] }, 'POST /add-user': { status: 201, body: existing } });
  renderPage(<AddUserPage />, { user: ADMIN, route: '*' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add another admin' }));
  expect(screen.getByLabelText('User Email')).toHaveValue('');
});

test('a refused add maps the server errors onto the field and keeps the input', async () => {
  stubFetch({
    'GET /users': { body: [] },
    'POST /add-user': {
      status: 409,
      body: { statusCode: 409, message: 'This e-mail is already in the admin list' },
    },
  });
  renderPage(<AddUserPage />, { user: ADMIN, route: '*' });
  const input = await screen.findByLabelText('User Email');
  await userEvent.type(input, 'dup@agency.test');
  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  expect(await screen.findByText('Not saved: This e-mail is already in the admin list')).toBeInTheDocument();
  expect(input).toHaveValue('dup@agency.test');
  expect(screen.queryByText('User Is Added')).not.toBeInTheDocument();
});

test('a failing list read says so', async () => {
  stubFetch({ 'GET /users': { status: 500, body: { message: 'Users are unavailable' } } });
  renderPage(<AddUserPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('Users are unavailable')).toBeInTheDocument();
});
