import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@agency/ui';
import { deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { contentRoutes } from '../testing/content-fixture';
import PricingPage from './pricing';

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
});

test('shows a skeleton, then Basic, Standard and Premium with their order links; Premium lists one to eight', async () => {
  const hold = deferred();
  stubFetch(
    contentRoutes({ '/pricings': { body: contentRoutes()['GET /pricings'].body, wait: hold.promise } }),
  );
  const { container } = renderPage(<PricingPage />, { path: '/pricing/' });
  expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  expect(container.querySelector('.pub-skeleton')).toBeInTheDocument();
  hold.release();
  const premium = (await screen.findByRole('heading', { name: 'Premium' })).closest('li') as HTMLElement;
  expect(within(premium).getAllByRole('listitem')).toHaveLength(8);
  expect(within(premium).getByText('Premium point eight')).toBeInTheDocument();
  expect(within(premium).queryByText('Premium point nine')).not.toBeInTheDocument();
  expect(within(premium).queryByText('Popular')).not.toBeInTheDocument();
  const basic = screen.getByRole('heading', { name: 'Basic' }).closest('li') as HTMLElement;
  expect(within(basic).getAllByRole('listitem')).toHaveLength(7);
  expect(screen.getByRole('link', { name: 'Order Standard' })).toHaveAttribute('href', '/order-now/p2');
  expect(screen.queryByText('Enterprise')).not.toBeInTheDocument();
});

test('with no package on offer it says so', async () => {
  stubFetch(contentRoutes({ '/pricings': { body: [{ _id: 'x', packageName: 'Gold', packagePrice: '1' }] } }));
  renderPage(<PricingPage />, { path: '/pricing/' });
  expect(
    await screen.findByText('No packages are on offer right now. Please check back soon.'),
  ).toBeInTheDocument();
});

test('a failed read says so and Retry reads again', async () => {
  let attempts = 0;
  stubFetch({
    'GET /pricings': () =>
      ++attempts === 1
        ? { status: 503, body: { message: 'Database unavailable' } }
        : contentRoutes()['GET /pricings'],
  });
  renderPage(<PricingPage />, { path: '/pricing/' });
  expect(
    await screen.findByText('The page content could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Order Basic' })).toHaveAttribute('href', '/order-now/p1');
});
