import type { EntityOf } from '@agency/contracts';
import { PUBLIC_LIST_PATHS, type PublicBlock } from '@agency/contracts/public-reads';
import { prefetchApi, usePrefetchedQuery, type QueryState } from '@agency/ui';

/** One block's records; takes a prefetched answer when the page started one. */
export function useContent<K extends PublicBlock>(block: K): QueryState<EntityOf<K>[]> {
  return usePrefetchedQuery<EntityOf<K>[]>(PUBLIC_LIST_PATHS[block]);
}

/** Starts reading these blocks now, before the page that shows them renders. */
export function prefetchContent(blocks: readonly PublicBlock[]): void {
  prefetchApi(blocks.map((block) => PUBLIC_LIST_PATHS[block]));
}
