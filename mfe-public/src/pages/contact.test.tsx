import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@agency/ui';
import { renderPage, stubFetch } from '@agency/ui/testing';
import { contentRoutes } from '../testing/content-fixture';
import ContactPage from './contact';

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
});

test('shows the contact items and the form; a sent message is confirmed on the page', async () => {
  stubFetch({ ...contentRoutes(), 'POST /add-message': { status: 201, body: { _id: 'm' } } });
  renderPage(<ContactPage />, { path: '/contact-us', route: '/contact-us' });
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Call us' })).toBeInTheDocument();
  expect(screen.getByText('hello@agency.example')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Your Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Message is Updated')).toBeInTheDocument();
  // A visitor stays on the page.
  expect(screen.queryByText(/^at \//)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Your Name')).toHaveValue('');
});

test('without contact items the form still works; a failed read leaves the form usable', async () => {
  stubFetch(contentRoutes({ '/contacts': { status: 503, body: { message: 'Database unavailable' } } }));
  renderPage(<ContactPage />, { path: '/contact' });
  expect(
    await screen.findByText('The page content could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
});

test('a phone number with letters is refused beside the field before anything is sent', async () => {
  const stub = stubFetch({ ...contentRoutes(), 'POST /add-message': { status: 201, body: { _id: 'm' } } });
  renderPage(<ContactPage />, { path: '/contact' });
  await userEvent.type(screen.getByLabelText('Your Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Phone Number'), 'call me');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
    'Phone number must be a phone number: digits, spaces and + ( ) - . only',
  );
  expect(stub.calls.filter((call) => call.method === 'POST')).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Phone Number'));
  await userEvent.type(screen.getByLabelText('Phone Number'), '+1 (555) 010-0.1');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Message is Updated')).toBeInTheDocument();
  expect(stub.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    number: '+1 (555) 010-0.1',
  });
});
