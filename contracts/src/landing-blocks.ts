// Which blocks the landing page shows, computed from the block files; like block-tables.ts, the webpack builds
// evaluate it at build time and keep only its data. One module per composed page, so a page's bundle takes its own
// list without the other page's or the other tables.
import { CONTENT_BLOCKS } from './blocks';
import type { BlockKey } from './block-tables';
import { pageBlocksOf } from './block-views';

/** The blocks the landing page shows, in its order: what it reads, and what the shell starts reading for it. */
export const LANDING_BLOCKS: readonly BlockKey[] = pageBlocksOf('landing', CONTENT_BLOCKS);
