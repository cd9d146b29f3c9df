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
  expect(LANDING_READS).toEqual(LANDING_BLOCKS.map((block) => PUBLIC_LIST_PATHS[block]));
  expect(LANDING_READS).toContain('/banner');
});
