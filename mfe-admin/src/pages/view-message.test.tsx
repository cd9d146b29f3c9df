import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { ID, makeMessage } from '../testing/fixtures';
import ViewMessagePage from './view-message';

const message = makeMessage({ _id: ID.message });
const path = `/message/${ID.message}`;

function renderView(url = `/view/${ID.message}`) {
  return renderPage(<ViewMessagePage />, { path: url, route: '/view/:id', user: ADMIN });
}

test('shows loading, then the sender, e-mail, phone, subject and message', async () => {
  const hold = deferred();
  stubFetch({ [`GET ${path}`]: { body: message, wait: hold.promise } });
  renderView();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  hold.release();
  expect(await screen.findByText('Ana Lopez')).toBeInTheDocument();
  expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  expect(screen.getByText('555-0101')).toBeInTheDocument();
  expect(screen.getByText('Pricing')).toBeInTheDocument();
  expect(screen.getByText('Do you offer yearly plans?')).toBeInTheDocument();
});

test("Mark Read sends {messageStatus:'Read'}; 'Message is Read' shows only once the server confirmed", async () => {
  const hold = deferred();
  const stub = stubFetch({
    [`GET ${path}`]: { body: message },
    [`PUT ${path}`]: { body: { ...message, messageStatus: 'Read' }, wait: hold.promise },
  });
  renderView();
  await userEvent.click(await screen.findByRole('button', { name: 'Mark Read' }));
  expect(stub.calls.at(-1)).toMatchObject({ method: 'PUT', path, body: { messageStatus: 'Read' } });
  expect(screen.queryByText('Message is Read')).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByText('Message is Read')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
});

test('a read message has no Mark Read button, but can be marked UnRead again', async () => {
  const stub = stubFetch({
    [`GET ${path}`]: { body: { ...message, messageStatus: 'Read' } },
    [`PUT ${path}`]: { body: { ...message, messageStatus: 'UnRead' } },
  });
  renderView();
  expect(await screen.findByText('Ana Lopez')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mark UnRead' }));
  expect(await screen.findByText('Message is UnRead')).toBeInTheDocument();
  expect(stub.calls.find((call) => call.method === 'PUT')).toMatchObject({
    path,
    body: { messageStatus: 'UnRead' },
  });
  expect(screen.getByRole('button', { name: 'Mark Read' })).toBeInTheDocument();
});

test('Delete asks first, then deletes the message and leaves its page', async () => {
  const stub = stubFetch({
    [`GET ${path}`]: { body: message },
    [`DELETE ${path}`]: { body: message },
  });
  renderView();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete the message from Ana Lopez' }));
  expect(stub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('the message from Ana Lopez is Deleted')).toBeInTheDocument();
  expect(stub.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByText('Do you offer yearly plans?')).not.toBeInTheDocument());
  // The deleted message is never read again: that read could only answer 404.
  expect(stub.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
});

test('after Mark Read then Mark UnRead, only the latest notice shows', async () => {
  stubFetch({
    [`GET ${path}`]: { body: message },
    [`PUT ${path}`]: { body: message },
  });
  renderView();
  await userEvent.click(await screen.findByRole('button', { name: 'Mark Read' }));
  expect(await screen.findByText('Message is Read')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mark UnRead' }));
  expect(await screen.findByText('Message is UnRead')).toBeInTheDocument();
  expect(screen.queryByText('Message is Read')).not.toBeInTheDocument();
});

test('a failed Mark Read says so and keeps the button', async () => {
  stubFetch({
    [`GET ${path}`]: { body: message },
    [`PUT ${path}`]: { status: 500, body: { message: 'Database unavailable' } },
  });
  renderView();
  await userEvent.click(await screen.findByRole('button', { name: 'Mark Read' }));
  expect(await screen.findByText('Not marked as read: Database unavailable')).toBeInTheDocument();
  expect(screen.queryByText('Message is Read')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark Read' })).toBeEnabled();
});

test('an unknown or malformed id reads as not found', async () => {
  stubFetch({ [`GET ${path}`]: { status: 404, body: { message: 'No message with this id' } } });
  renderView();
  expect(await screen.findByText('This message does not exist.')).toBeInTheDocument();
  const stub = stubFetch({});
  renderView('/view/not-an-id');
  expect(screen.getAllByText('This message does not exist.')).toHaveLength(2);
  expect(stub).not.toHaveBeenCalled();
});
