import { screen, within } from '@testing-library/react';
import { PUBLIC_LIST_PATHS, SERVICE_BLOCKS } from '@agency/contracts/public-reads';
import { configureApi } from '@agency/ui';
import { deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { contentRoutes, emptyContent, failedContent } from '../testing/content-fixture';
import ServicePage from './service';
import { LANGUAGE_ENDPOINTS } from '@agency/contracts/endpoints/languages';

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
});

test('shows counters, the services, about with skill bars fixed at 85, 65 and 79 percent, and the call to action', async () => {
  const hold = deferred();
  stubFetch(contentRoutes({ '/about': { body: contentRoutes()['GET /about'].body, wait: hold.promise } }));
  const { container } = renderPage(<ServicePage />, { path: '/service/' });
  expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  hold.release();
  expect(await screen.findByText('250')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What we do' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ads' })).toBeInTheDocument();
  const bars = within(container.querySelector('#who-sec') as HTMLElement).getAllByRole('progressbar');
  expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
    ['Strategy first', '85'],
    ['Design that sells', '65'],
    ['Results you see', '79'],
  ]);
  expect(
    within(container.querySelector('#who-sec') as HTMLElement).queryByText('Goals before tactics'),
  ).toBeNull();
  expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/pricing/');
  // The about button's anchor points at the landing page's section, which this page does not have.
  expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/#contact-sec');
  expect(container.querySelector('[data-page="service"]')).toHaveAttribute('data-state', 'filled');
});

test('with no content it says so; when the API is down it offers Retry', async () => {
  stubFetch(contentRoutes(emptyContent()));
  const { unmount } = renderPage(<ServicePage />, { path: '/service/' });
  expect(
    await screen.findByText('Our services are being updated. Please check back soon.'),
  ).toBeInTheDocument();
  unmount();
  stubFetch(contentRoutes(failedContent()));
  renderPage(<ServicePage />, { path: '/service/' });
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('reads exactly the blocks the shell prefetches for this route', async () => {
  const fetch = stubFetch(contentRoutes());
  const { container } = renderPage(<ServicePage />, { path: '/service/' });
  await screen.findByText('250');
  expect(container.querySelector('[data-page="service"]')).toHaveAttribute('data-state', 'filled');
  expect(new Set(fetch.calls.map((call) => call.path))).toEqual(
    // The site settings too: the shell reads them for every indexed page (its title and description); and the site's
    // languages, for its addresses in each (the server renders them into the page).
    new Set([
      ...[...SERVICE_BLOCKS, 'siteSettings' as const].map((block) => PUBLIC_LIST_PATHS[block]),
      LANGUAGE_ENDPOINTS.settings.path,
    ]),
  );
});
