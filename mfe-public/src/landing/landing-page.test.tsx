import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@agency/ui';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { contentRoutes, emptyContent, failedContent } from '../testing/content-fixture';
import LandingPage from './landing-page';

const sectionIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
});

test('while loading, every block keeps its place with a skeleton and the page says it is loading', async () => {
  const hold = deferred();
  stubFetch(
    contentRoutes({
      '/banner': { body: [{ _id: 'b', bannerHeading: 'We grow brands' }], wait: hold.promise },
    }),
  );
  const { container } = renderPage(<LandingPage />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  expect(container.querySelector('[data-page="landing"]')).toHaveAttribute('data-state', 'loading');
  expect(container.querySelector('.pub-hero')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  hold.release();
  expect(await screen.findByRole('heading', { level: 1, name: 'We grow brands' })).toBeInTheDocument();
  expect(container.querySelector('[data-page="landing"]')).toHaveAttribute('data-state', 'filled');
});

test('shows every block from the API in the product description’s order, with the section anchors', async () => {
  stubFetch(contentRoutes());
  const { container } = renderPage(<LandingPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'We grow brands' })).toBeInTheDocument();
  expect(screen.getByText('Digital agency')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See packages' })).toHaveAttribute('href', '/pricing/');
  expect(sectionIds(container)).toEqual([
    'service-sec',
    'who-sec',
    'pricing-sec',
    'testi-sec',
    'team-sec',
    'contact-sec',
  ]);
  const order = Array.from(container.querySelectorAll('h1, h2')).map((heading) => heading.textContent);
  expect(order).toEqual([
    'We grow brands',
    'What we do',
    'A small team',
    'Choose the package that fits',
    'What clients say',
    'Meet the team',
    'Ready to start?',
    'Let’s grow your business together',
  ]);
  expect(screen.getByRole('heading', { name: 'SEO' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Results you see' })).toBeInTheDocument();
  expect(screen.getByText('1200')).toBeInTheDocument();
  expect(screen.getByText('Great work')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/pricing/');
});

test('pricing: Basic, Standard, Premium only; Premium popular with ten points, the others seven', async () => {
  stubFetch(contentRoutes());
  const { container } = renderPage(<LandingPage />);
  await screen.findByRole('heading', { name: 'Choose the package that fits' });
  const pricing = within(container.querySelector('#pricing-sec') as HTMLElement);
  const cards = pricing.getAllByRole('listitem').filter((item) => item.classList.contains('pub-price'));
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Basic',
    'Standard',
    'Premium',
  ]);
  const [basic, , premium] = cards;
  expect(within(basic).getByText('$19.50')).toBeInTheDocument();
  expect(within(basic).getByText('Basic point seven')).toBeInTheDocument();
  expect(within(basic).queryByText('Basic point eight')).not.toBeInTheDocument();
  expect(within(basic).queryByText('Popular')).not.toBeInTheDocument();
  expect(within(premium).getByText('Popular')).toBeInTheDocument();
  expect(within(premium).getByText('Premium point ten')).toBeInTheDocument();
  expect(within(premium).getByRole('link', { name: 'Order Premium' })).toHaveAttribute(
    'href',
    '/order-now/p3',
  );
  expect(pricing.queryByText('Enterprise')).not.toBeInTheDocument();
});

test('the team carousel has a slide per member and keyboard-reachable arrows', async () => {
  stubFetch(contentRoutes());
  renderPage(<LandingPage />);
  const carousel = await screen.findByRole('region', { name: 'Team members' });
  const slides = within(carousel).getAllByRole('group');
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  expect(within(slides[0]).getByText('Amelia Hart')).toBeInTheDocument();
  expect(within(carousel).getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(within(carousel).getByRole('button', { name: 'Previous' })).toBeEnabled();
});

test('an empty block hides its section; the contact form stays', async () => {
  stubFetch(
    contentRoutes({
      ...emptyContent(),
      '/counters': { body: [{ _id: 'c', happyClientsNumber: '7', happyClientsText: 'Clients' }] },
    }),
  );
  const { container } = renderPage(<LandingPage />);
  expect(await screen.findByText('7')).toBeInTheDocument();
  expect(container.querySelector('.pub-hero')).toBeNull();
  expect(sectionIds(container)).toEqual(['contact-sec']);
  expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('one failed block says so in its place, and Retry reads only that block again', async () => {
  let attempts = 0;
  const stub = stubFetch({
    ...contentRoutes(),
    'GET /pricings': () =>
      ++attempts === 1 ? { status: 503, body: { message: 'Database unavailable' } } : { body: [] },
  });
  renderPage(<LandingPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'We grow brands' })).toBeInTheDocument();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The pricing could not be loaded.');
  const before = stub.calls.length;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'What we do' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(stub.calls.slice(before).map((call) => call.path)).toEqual(['/pricings']);
});

test('when the API is down the page says so once, keeps the contact form, and Retry reads everything again', async () => {
  const stub = stubFetch(contentRoutes(failedContent()));
  renderPage(<LandingPage />);
  expect(
    await screen.findByText('The page content could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  const before = stub.calls.length;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(stub.calls.length - before).toBe(11);
});

/** The contact form's required fields, so the form's own check lets it through. */
async function fillContact(message: string) {
  await userEvent.type(await screen.findByLabelText('Your Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Message'), message);
}

test('the contact form checks what is required before sending, in the API’s words', async () => {
  const stub = stubFetch(contentRoutes(emptyContent()));
  renderPage(<LandingPage />);
  await userEvent.type(await screen.findByLabelText('Email'), 'ana@example');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription('Name is required');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be a valid e-mail address');
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/^Message is required/);
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example');
  expect(stub.calls.some((call) => call.path === '/add-message')).toBe(false);
});

test('the contact form holds its length limits while the visitor types', async () => {
  stubFetch(contentRoutes(emptyContent()));
  renderPage(<LandingPage />);
  const message = await screen.findByLabelText('Message');
  expect(message).toHaveAttribute('maxLength', '2000');
  expect(screen.getByText('0 of 2000 characters')).toBeVisible();
  await userEvent.click(message);
  await userEvent.paste('x'.repeat(2100));
  expect(message).toHaveValue('x'.repeat(2000));
  expect(message).toHaveAccessibleDescription('2000 of 2000 characters: the limit is reached');
  expect(screen.getByLabelText('Subject')).toHaveAttribute('maxLength', '200');
});

test('a visitor’s message shows the success text only after the API stored it, then the form is empty', async () => {
  const stored = deferred();
  const stub = stubFetch({
    ...contentRoutes(emptyContent()),
    'POST /add-message': { status: 201, body: { _id: 'm' }, wait: stored.promise },
  });
  renderPage(<LandingPage />);
  await userEvent.type(await screen.findByLabelText('Your Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Phone Number'), '555');
  await userEvent.type(screen.getByLabelText('Subject'), 'Hello');
  await userEvent.type(screen.getByLabelText('Message'), 'A new site');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.queryByText('Message is Updated')).not.toBeInTheDocument();
  stored.release();
  expect(await screen.findByText('Message is Updated')).toBeInTheDocument();
  expect(screen.getByLabelText('Your Name')).toHaveValue('');
  expect(stub.calls.find((call) => call.path === '/add-message')?.body).toEqual({
    name: 'Ana',
    email: 'ana@example.com',
    number: '555',
    subject: 'Hello',
    message: 'A new site',
    messageStatus: 'UnRead',
  });
});

test('a refused message says why beside the field and keeps what was typed', async () => {
  stubFetch({
    ...contentRoutes(emptyContent()),
    'POST /add-message': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Email must be a valid e-mail address',
        errors: [{ field: 'email', message: 'Email must be a valid e-mail address' }],
      },
    },
  });
  renderPage(<LandingPage />);
  await userEvent.type(await screen.findByLabelText('Your Name'), 'Ana');
  // The address passes the form's own check; the API, which has the last word, refuses it.
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.invalid');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
    'Email must be a valid e-mail address',
  );
  expect(screen.getByText('Your message was not sent: please check the form.')).toBeInTheDocument();
  expect(screen.getByLabelText('Your Name')).toHaveValue('Ana');
  expect(screen.queryByText('Message is Updated')).not.toBeInTheDocument();
});

test('a network failure says the message was not sent', async () => {
  stubFetch(contentRoutes(emptyContent()));
  renderPage(<LandingPage />);
  await fillContact('Hi');
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your message was not sent. The server could not be reached.',
  );
  expect(screen.getByLabelText('Message')).toHaveValue('Hi');
});

test('an admin’s message is confirmed by a notice and leads to /all-messages/', async () => {
  stubFetch({ ...contentRoutes(emptyContent()), 'POST /add-message': { status: 201, body: { _id: 'm' } } });
  renderPage(<LandingPage />, { user: ADMIN });
  await fillContact('Note to self');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('at /all-messages/')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Message is Updated');
});
