// The views of the blocks that browser bundles need, computed from the block files. Bundles never load those files
// for them: the webpack builds evaluate this module at build time and keep only the tables it exports
// (scripts/webpack/build-time-module-loader.cjs), so it exports data only, never functions.
import type { BlockPanels } from './cms-panels';
import type { BlockScreens } from './block-screens';
import { CONTENT_BLOCKS } from './blocks';
import { listPathsOf, locationsOf, panelsOf, screensOf } from './block-views';

export type BlockKey = (typeof CONTENT_BLOCKS)[number]['key'];

/** Each block's CMS screens: the page where it is managed and its record editors, each a path and a title. */
export const CMS_SCREENS = screensOf(CONTENT_BLOCKS) as Readonly<Record<BlockKey, BlockScreens>>;

/** Each block's panel on its manage page and its Settings hub card (documented texts, word for word). */
export const CMS_PANELS = panelsOf(CONTENT_BLOCKS) as Readonly<Record<BlockKey, BlockPanels>>;

/** The list path of every content block the public pages read. */
export const PUBLIC_LIST_PATHS = listPathsOf(CONTENT_BLOCKS) as Readonly<Record<BlockKey, string>>;

/** Where each block the CMS edits appears on the public site: the target of every editor's "View on site". */
export const PUBLIC_LOCATIONS = locationsOf(CONTENT_BLOCKS) as Readonly<Record<BlockKey, string>>;
