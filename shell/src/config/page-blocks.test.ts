import { PAGE_BLOCKS } from '@agency/contracts/public-reads';
import { paths, routes } from './paths';

test("the composed pages start reading the blocks their files place on them, in the pages' order", () => {
  const prefetchOf = (path: string) => routes.find((route) => route.path === path)?.prefetch;
  expect(prefetchOf(paths.home)).toEqual([...PAGE_BLOCKS.landing, 'siteSettings']);
  expect(prefetchOf(paths.service)).toEqual([...PAGE_BLOCKS.service, 'siteSettings']);
});
