import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, MemoryRouter, NoticeProvider, SessionProvider } from '@agency/ui';
import { deferred, stubFetch } from '@agency/ui/testing';
import LandingPage from './landing';

const points = {
  packagePointOne: 'One',
  packagePointTwo: 'Two',
  packagePointSeven: 'Seven',
  packagePointEight: 'Eight',
  packagePointTen: 'Ten',
};
const content = {
  'GET /banner': {
    body: [
      {
        _id: 'b',
        bannerHeading: 'We grow brands',
        buttonTwoLink: 'Digital agency',
        bannerDetails: 'Strategy and ads',
        buttonOneText: 'Get Started',
        buttonOneLink: '/pricing/',
      },
    ],
  },
  'GET /service': { body: [{ _id: 's', serviceHeading: 'What we do', servicesubHeading: 'Services' }] },
  'GET /service-items': { body: [{ _id: 'i1', serviceTitle: 'SEO', serviceDetails: 'Rank higher' }] },
  'GET /about': {
    body: [{ _id: 'a', aboutHeading: 'Why choose us', aboutText: 'Ten years', aboutPointOne: 'Experts' }],
  },
  'GET /counters': { body: [{ _id: 'c', happyClientsNumber: '250', happyClientsText: 'Happy Clients' }] },
  'GET /pricings': {
    body: [
      { _id: 'p3', packageName: 'Premium', packagePrice: '99', packageButtonText: 'Buy Premium', ...points },
      { _id: 'p1', packageName: 'Basic', packagePrice: '19.5', packageButtonText: 'Buy Basic', ...points },
      { _id: 'px', packageName: 'Enterprise', packagePrice: '999', packageButtonText: 'Call' },
    ],
  },
  'GET /testimonialtext': {
    body: [{ _id: 't', testimonialHeading: 'Clients love us', testimonialText: 'Testimonials' }],
  },
  'GET /testimonials': { body: [{ _id: 't1', personName: 'Ana', personTitle: 'CEO', desc: 'Great work' }] },
  'GET /actions': {
    body: [
      {
        _id: 'x',
        heading: 'Ready to start?',
        subHeading: 'Talk to us',
        buttonText: 'Contact',
        buttonLink: '/contact',
      },
    ],
  },
};
const emptyContent = Object.fromEntries(Object.keys(content).map((key) => [key, { body: [] }]));

function renderLanding() {
  return render(
    <MemoryRouter>
      <NoticeProvider>
        <SessionProvider initialUser={null}>
          <LandingPage />
        </SessionProvider>
      </NoticeProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('shows a skeleton while the content loads', async () => {
  const hold = deferred();
  stubFetch({ ...content, 'GET /banner': { ...content['GET /banner'], wait: hold.promise } });
  renderLanding();
  expect(screen.getByText('Loading the page…')).toBeInTheDocument();
  hold.release();
  expect(await screen.findByRole('heading', { level: 1, name: 'We grow brands' })).toBeInTheDocument();
});

test('renders every block from the API, in order, with the pricing rules', async () => {
  stubFetch(content);
  const { container } = renderLanding();
  expect(await screen.findByRole('heading', { level: 1, name: 'We grow brands' })).toBeInTheDocument();
  expect(screen.getByText('Digital agency')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing/');
  const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
  expect(ids).toEqual(['service-sec', 'who-sec', 'pricing-sec', 'testi-sec', 'contact-sec']);
  expect(screen.getByText('250')).toBeInTheDocument();
  const basic = screen.getByRole('link', { name: 'Buy Basic' }).closest('.price-card') as HTMLElement;
  expect(within(basic).getByText('$19.50')).toBeInTheDocument();
  expect(within(basic).getByText('Seven')).toBeInTheDocument();
  expect(within(basic).queryByText('Eight')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy Basic' })).toHaveAttribute('href', '/order-now/p1');
  const premium = screen.getByRole('link', { name: 'Buy Premium' }).closest('.price-card') as HTMLElement;
  expect(within(premium).getByText('Popular')).toBeInTheDocument();
  expect(within(premium).getByText('Ten')).toBeInTheDocument();
  expect(screen.queryByText('Enterprise')).not.toBeInTheDocument();
  expect(screen.getByText('“Great work”')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ready to start?' })).toBeInTheDocument();
});

test('hides every block whose data is empty, keeping the contact form', async () => {
  stubFetch(emptyContent);
  const { container } = renderLanding();
  expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  expect(container.querySelector('.hero')).toBeNull();
  expect(Array.from(container.querySelectorAll('section[id]')).map((s) => s.id)).toEqual(['contact-sec']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('says so when the server fails, and Retry reads again', async () => {
  const stub = stubFetch(
    Object.fromEntries(
      Object.keys(content).map((key) => [key, { status: 503, body: { message: 'Database unavailable' } }]),
    ),
  );
  renderLanding();
  expect(
    await screen.findByText('The page content could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  const before = stub.mock.calls.length;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(stub.mock.calls.length).toBeGreaterThan(before);
});

test('the contact form confirms only after the API stored the message and keeps input on failure', async () => {
  const stub = stubFetch({
    ...emptyContent,
    'POST /add-message': { status: 400, body: { message: 'email must be an e-mail address' } },
  });
  renderLanding();
  await userEvent.type(await screen.findByLabelText('Your Name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('email must be an e-mail address')).toBeInTheDocument();
  expect(screen.getByLabelText('Your Name')).toHaveValue('Ana');
  expect(screen.queryByText('Message is Updated')).not.toBeInTheDocument();
  expect(stub.calls.find((call) => call.path === '/add-message')?.body).toMatchObject({
    name: 'Ana',
    email: 'ana@example',
    messageStatus: 'UnRead',
  });
});
