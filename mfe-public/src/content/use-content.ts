import type { PublicBlock } from '@agency/contracts/public-reads';
import { publicContentQuery, useContentLocale, useQuery } from '@agency/ui';

/**
 * One block's records in the page's language, from the page's query cache (the shell may already have started the
 * read).
 */
export function useContent<K extends PublicBlock>(block: K) {
  return useQuery(publicContentQuery(block, useContentLocale()));
}
