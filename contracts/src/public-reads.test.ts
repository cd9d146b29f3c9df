import { CONTENT_CATALOGUE, contentResource } from './catalogue';
import {
  isPublicWorkStep,
  LANDING_BLOCKS,
  PUBLIC_LIST_PATHS,
  publicLocation,
  type PublicBlock,
} from './public-reads';
import { matchesPath, resourcePath } from './record-paths';

test.each(Object.keys(PUBLIC_LIST_PATHS) as PublicBlock[])(
  '%s is read publicly at its catalogue path',
  (block) => {
    const resource = contentResource(block);
    expect(resource.read).toBe('public');
    expect(resource.paths.list).toContain(PUBLIC_LIST_PATHS[block]);
  },
);

test('the landing blocks are public blocks, in the order the page shows them', () => {
  expect(LANDING_BLOCKS.map((block) => PUBLIC_LIST_PATHS[block])).toEqual([
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
});

test('a concrete path matches its template, and only its own', () => {
  const id = '64b7f0c2a1b2c3d4e5f60718';
  expect(matchesPath('/message/{id}', resourcePath('/message/{id}', id))).toBe(true);
  expect(matchesPath('/message/{id}', `/message/${id}/extra`)).toBe(false);
  expect(matchesPath('/messages', '/messages?page=2')).toBe(true);
  expect(matchesPath('/add-message', '/add-messages')).toBe(false);
});

test('every catalogue block has a public location; an unknown key has none', () => {
  for (const { key } of CONTENT_CATALOGUE) expect(publicLocation(key)).toMatch(/^\/(service\/)?(#[a-z-]+)?$/);
  expect(publicLocation('toString')).toBeUndefined();
});

test('the public work section keeps the steps numbered 01 to 04', () => {
  expect(['01', ' 04 ', '05', '1', '', undefined].map(isPublicWorkStep)).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
});
