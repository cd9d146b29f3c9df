import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, stubFetch } from '@agency/ui/testing';
import { renderApp } from '../testing/render-app';

const content = {
  'GET /footer-address': {
    body: [{ _id: 'a', Location: 'Dhaka, Bangladesh', Phone: '+880 1234', footerEmail: 'hello@agency.test' }],
  },
  'GET /footer-social': {
    body: [{ _id: 's', fblink: 'https://facebook.com/agency', inslink: 'https://instagram.com/agency' }],
  },
  'GET /copyrights': { body: [{ _id: 'c', copyrightText: '© 2026 Agency. All rights reserved.' }] },
};

function footer() {
  return within(screen.getByRole('contentinfo'));
}

test('the footer shows contact info, two social links and the copyright from the API', async () => {
  stubFetch(content);
  renderApp({ path: '/login' });
  expect(await footer().findByText('© 2026 Agency. All rights reserved.')).toBeInTheDocument();
  expect(footer().getByText('Location: Dhaka, Bangladesh')).toBeInTheDocument();
  expect(footer().getByRole('link', { name: '+880 1234' })).toBeInTheDocument();
  expect(footer().getByRole('link', { name: 'hello@agency.test' })).toHaveAttribute(
    'href',
    'mailto:hello@agency.test',
  );
  expect(footer().getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    'https://facebook.com/agency',
  );
  expect(footer().getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/agency',
  );
  expect(footer().getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing/');
});

test("the footer's quick links go where the header's links of the same name go", () => {
  stubFetch(content);
  renderApp({ path: '/login' });
  const headerLinks = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  for (const link of headerLinks)
    expect(footer().getByRole('link', { name: link.textContent ?? '' })).toHaveAttribute(
      'href',
      link.getAttribute('href'),
    );
  expect(footer().getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact-sec');
});

test("newsletter: 'Subscribers is Updated' appears only once the API confirmed", async () => {
  const stub = stubFetch({
    ...content,
    'POST /add-subscriber': { status: 201, body: { _id: 'n', subemail: 'new@example.com' } },
  });
  renderApp({ path: '/login' });
  await userEvent.type(footer().getByLabelText('Get our news in your inbox'), 'new@example.com');
  expect(screen.queryByText('Subscribers is Updated')).not.toBeInTheDocument();
  await userEvent.click(footer().getByRole('button', { name: 'Subscribe' }));
  expect((await screen.findAllByText('Subscribers is Updated')).length).toBeGreaterThan(0);
  expect(stub.calls.find((call) => call.path === '/add-subscriber')?.body).toEqual({
    subemail: 'new@example.com',
  });
  expect(footer().getByLabelText('Get our news in your inbox')).toHaveValue('');
  expect(screen.getByTestId('location')).toHaveTextContent('/login|');
});

test('newsletter: a failure says so and keeps the address', async () => {
  stubFetch({
    ...content,
    'POST /add-subscriber': {
      status: 400,
      body: { statusCode: 400, message: 'subemail must be an e-mail address' },
    },
  });
  renderApp({ path: '/login' });
  const email = footer().getByLabelText('Get our news in your inbox');
  await userEvent.type(email, 'oops@example');
  await userEvent.click(footer().getByRole('button', { name: 'Subscribe' }));
  // The API's own rule answers first, beside the field, and nothing is sent.
  expect(email).toHaveAccessibleDescription('Email must be a valid e-mail address');
  // An address the rule lets through can still be refused by the server.
  await userEvent.type(email, '.invalid');
  await userEvent.click(footer().getByRole('button', { name: 'Subscribe' }));
  expect(await footer().findByRole('alert')).toHaveTextContent('subemail must be an e-mail address');
  expect(screen.queryByText('Subscribers is Updated')).not.toBeInTheDocument();
  expect(email).toHaveValue('oops@example.invalid');
});

test('newsletter: an admin is taken to /all-subscriber after subscribing', async () => {
  stubFetch({ ...content, 'POST /add-subscriber': { status: 201, body: {} } });
  renderApp({ path: '/login', user: ADMIN });
  await userEvent.type(footer().getByLabelText('Get our news in your inbox'), 'lead@example.com');
  await userEvent.click(footer().getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('page mfe_admin/AllSubscribers')).toBeInTheDocument();
});
