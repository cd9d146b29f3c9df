// A block added to a test catalogue, with its section folder registered, shows on the page its file places it on.
import { screen, within } from '@testing-library/react';
import { CONTENT_CATALOGUE } from '@agency/contracts';
import { PAGE_BLOCKS } from '@agency/contracts/public-reads';
import { awards } from '@agency/contracts/testing';
import { configureApi } from '@agency/ui';
import { renderPage, stubFetch } from '@agency/ui/testing';
import { LANDING_SECTIONS } from '../sections/landing-sections';
import { SERVICE_SECTIONS } from '../sections/service-sections';
import { contentRoutes } from '../testing/content-fixture';
import { AwardSection } from '../testing/award-section/award-section';
import { testPageBlocks } from '../testing/test-page-blocks';
import LandingPage from './landing-page';

const sectionIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
});

test('a new block is read with the landing page and shown by its section where its file places it', async () => {
  const fetch = stubFetch({
    ...contentRoutes(),
    'GET /awards': { body: [{ _id: 'a1', awardName: 'Best Agency', awardYear: '2026' }] },
  });
  const { container } = renderPage(
    <LandingPage
      blocks={testPageBlocks('landing', [...CONTENT_CATALOGUE, awards])}
      sections={{ ...LANDING_SECTIONS, awards: AwardSection }}
    />,
  );
  const section = (await screen.findByRole('heading', { name: 'Prizes we have won' })).closest('section')!;
  expect(within(section).getByText('Best Agency (2026)')).toBeInTheDocument();
  expect(sectionIds(container)).toEqual([
    'service-sec',
    'who-sec',
    'pricing-sec',
    'testi-sec',
    'awards-sec',
    'team-sec',
    'contact-sec',
  ]);
  expect(fetch.calls.filter((call) => call.path === '/awards')).toHaveLength(1);
});

test('without the block the landing page neither reads nor shows it', async () => {
  const fetch = stubFetch(contentRoutes());
  const { container } = renderPage(<LandingPage />);
  await screen.findByRole('heading', { level: 1, name: 'We grow brands' });
  expect(sectionIds(container)).not.toContain('awards-sec');
  expect(fetch.calls.some((call) => call.path === '/awards')).toBe(false);
});

test.each([
  ['landing', LANDING_SECTIONS],
  ['service', SERVICE_SECTIONS],
] as const)('every block placed on the %s page has its section there', (page, sections) => {
  expect(PAGE_BLOCKS[page].filter((block) => !sections[block])).toEqual([]);
});
