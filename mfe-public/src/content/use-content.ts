import { prefetchApi, usePrefetchedQuery, type QueryState } from '@agency/ui';
import { CONTENT_PATHS, type BlockRecords, type PublicBlock } from './content-paths';

/** One block's records; takes a prefetched answer when the page started one. */
export function useContent<K extends PublicBlock>(block: K): QueryState<BlockRecords<K>> {
  return usePrefetchedQuery<BlockRecords<K>>(CONTENT_PATHS[block]);
}

/** Starts reading these blocks now, before the page that shows them renders. */
export function prefetchContent(blocks: readonly PublicBlock[]): void {
  prefetchApi(blocks.map((block) => CONTENT_PATHS[block]));
}
