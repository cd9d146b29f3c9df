// A block added as its file in contracts and its section folder here shows on the page its file places it on.
import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { ContentResource } from '@agency/contracts';
import { generatedWithTestBlock, sectionFolders } from '@agency/contracts/testing';
import { PAGE_BLOCKS } from '@agency/contracts/public-reads';
import { configureApi } from '@agency/ui';
import { renderPage, stubFetch } from '@agency/ui/testing';
import { LANDING_SECTIONS } from '../sections/landing-sections';
import type { SectionRegistry } from '../sections/section-registry';
import { SERVICE_SECTIONS } from '../sections/service-sections';
import { contentRoutes } from '../testing/content-fixture';
import AwardSection from '../testing/sections/awards/section';
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
  // The catalogue and the landing page's sections as the build generates them for a tree with the test block's file
  // (contracts/src/testing/blocks/awards.ts) and section folder (testing/sections/awards/) beside the real ones.
  const generated = generatedWithTestBlock(
    ['index', 'landing-sections'],
    [path.join(__dirname, '../testing/sections')],
  );
  const catalogue = generated.index.CONTENT_BLOCKS as ContentResource[];
  const sections = generated['landing-sections'].LANDING_SECTIONS as SectionRegistry;
  expect(sections).toEqual({ ...LANDING_SECTIONS, awards: AwardSection });
  const { container } = renderPage(
    <LandingPage blocks={testPageBlocks('landing', catalogue)} sections={sections} />,
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

test.each([
  ['landing', LANDING_SECTIONS],
  ['service', SERVICE_SECTIONS],
] as const)(
  'every section folder is a section of the %s page for the blocks it names there, and of no others',
  (page, sections) => {
    const folders = fs
      .readdirSync(sectionFolders(), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const named: Record<string, unknown> = {};
    for (const folder of folders) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- each folder's registration, by its path
      const section = require(path.join(sectionFolders(), folder, 'section.tsx')) as {
        blocks: readonly string[];
        default: unknown;
      };
      for (const block of section.blocks)
        if ((PAGE_BLOCKS[page] as readonly string[]).includes(block)) named[block] = section.default;
    }
    expect(sections).toEqual(named);
  },
);
