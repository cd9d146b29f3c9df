// Which blocks each composed page shows, computed from the block files; like block-tables.ts, the webpack builds
// evaluate it at build time and keep only its data. A module of its own, so a page takes this list without the
// other tables.
import { CONTENT_BLOCKS } from './blocks';
import type { BlockKey } from './block-tables';
import { pageBlocksOf, type PublicPage } from './block-views';

/** The blocks each composed page shows, in its order: what it reads, and what the shell starts reading for it. */
export const PAGE_BLOCKS = {
  landing: pageBlocksOf('landing', CONTENT_BLOCKS),
  service: pageBlocksOf('service', CONTENT_BLOCKS),
} as const satisfies Record<PublicPage, readonly BlockKey[]>;
