import { contentListQuery, type ApiQuery } from '@agency/ui';
import { pageBlocksOf, type PublicPage } from '@agency/contracts/public-reads';
import type { ContentResource } from '@agency/contracts';
import type { PageBlock } from '../sections/page-sections';

/**
 * A composed page's blocks as a test catalogue places them (a block of its own among the contracts' blocks), each read
 * from its own list path; the pages themselves take their lists from contracts, computed at build time.
 */
export function testPageBlocks(
  page: PublicPage,
  catalogue: readonly Pick<ContentResource, 'key' | 'paths' | 'screens' | 'site'>[],
): PageBlock[] {
  return pageBlocksOf(page, catalogue).map((key) => ({
    key,
    query: contentListQuery(catalogue.find((block) => block.key === key)!) as ApiQuery<unknown>,
  }));
}
