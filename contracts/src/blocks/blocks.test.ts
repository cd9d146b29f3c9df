import { awards } from '../testing';
import { PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS } from '../block-tables';
import { PAGE_BLOCKS } from '../public-reads';
import { listPathsOf, locationsOf, pageBlocksOf, panelsOf, screensOf } from '../block-views';
import { CMS_PANELS } from '../cms-panels';
import { CMS_SCREENS } from '../cms-screens';
import { CONTENT_BLOCKS } from '.';

const withAwards = [...CONTENT_BLOCKS, awards];

test("a block's file alone gives its screens, panel, hub card, read path, location and place on a page", () => {
  expect(screensOf(withAwards).awards).toEqual({
    manage: '/edit-awards',
    title: 'Awards',
    edit: [{ path: '/edit-award/{id}', title: 'Edit Award' }],
  });
  expect(panelsOf(withAwards).awards).toEqual({
    panel: { kind: 'collection', addTitle: 'Add Award', listTitle: 'Awards', itemTitle: 'awardName' },
    hub: { hint: 'Prizes the agency has won', icon: '✪' },
  });
  expect(listPathsOf(withAwards).awards).toBe('/awards');
  expect(locationsOf(withAwards).awards).toBe('/#awards-sec');
  expect(pageBlocksOf('landing', withAwards)).toEqual([
    ...PAGE_BLOCKS.landing.slice(0, PAGE_BLOCKS.landing.indexOf('teamText')),
    'awards',
    ...PAGE_BLOCKS.landing.slice(PAGE_BLOCKS.landing.indexOf('teamText')),
  ]);
  expect(pageBlocksOf('service', withAwards)).toEqual(PAGE_BLOCKS.service);
});

test('the tables are the blocks’ own, every block in each', () => {
  const keys = CONTENT_BLOCKS.map((block) => block.key);
  for (const table of [CMS_SCREENS, CMS_PANELS, PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS])
    expect(Object.keys(table)).toEqual(keys);
  expect(CMS_SCREENS).toEqual(screensOf(CONTENT_BLOCKS));
  expect(PUBLIC_LOCATIONS).toEqual(locationsOf(CONTENT_BLOCKS));
});
