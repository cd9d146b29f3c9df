import { contentResource } from './catalogue';
import { LANDING_BLOCKS, LANDING_READS, PUBLIC_LIST_PATHS, type PublicBlock } from './public-reads';

test.each(Object.keys(PUBLIC_LIST_PATHS) as PublicBlock[])(
  '%s is read publicly at its catalogue path',
  (block) => {
    const resource = contentResource(block);
    expect(resource.read).toBe('public');
    expect(resource.paths.list).toContain(PUBLIC_LIST_PATHS[block]);
  },
);

test('the landing reads are the list paths of its blocks, in order', () => {
  expect(LANDING_READS).toEqual([
    '/banner',
    '/service',
    '/service-items',
    '/about',
    '/counters',
    '/pricings',
    '/testimonialtext',
    '/testimonials',
    '/teamstext',
    '/teamitems',
    '/actions',
  ]);
  expect(LANDING_READS).toHaveLength(LANDING_BLOCKS.length);
  expect(LANDING_READS).toContain('/banner');
});
