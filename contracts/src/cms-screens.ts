import { CMS_SCREENS } from './block-tables';
import type { BlockScreens, EditScreen } from './block-screens';
import { matchesPath } from './record-paths';

export type { BlockScreens, EditScreen };

/**
 * The CMS screens of each block (in its file under blocks/), as a table of their own so that the shell's route table
 * reads them without loading anything else.
 */
export { CMS_SCREENS };

/** One record editor and the block it edits (a key of the content catalogue). */
export interface CmsEditRoute extends EditScreen {
  block: string;
}

/**
 * Every record editor, block by block: the shell routes them and the CMS renders them, so a block added to the
 * catalogue has its editors without another file changing.
 */
export function cmsEditScreens(
  screens: Readonly<Record<string, BlockScreens>> = CMS_SCREENS,
): CmsEditRoute[] {
  return Object.entries(screens).flatMap(([block, { edit }]) => edit.map((screen) => ({ ...screen, block })));
}

/** One page where blocks are managed: its path, its title and its blocks (catalogue keys) in catalogue order. */
export interface CmsManageScreen {
  path: string;
  title: string;
  blocks: string[];
}

/** Every manage page, in the order of its first block: the shell routes them and the CMS renders them. */
export function cmsManageScreens(
  screens: Readonly<Record<string, BlockScreens>> = CMS_SCREENS,
): CmsManageScreen[] {
  const pages = new Map<string, CmsManageScreen>();
  for (const [block, { manage, title }] of Object.entries(screens)) {
    const page = pages.get(manage) ?? { path: manage, title, blocks: [] };
    page.blocks.push(block);
    pages.set(manage, page);
  }
  return [...pages.values()];
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The manage page at a concrete path, with or without a trailing slash. */
export function cmsManageScreenAt(
  pathname: string,
  screens: readonly CmsManageScreen[] = cmsManageScreens(),
): CmsManageScreen | undefined {
  const path = withoutTrailingSlash(pathname);
  return screens.find((screen) => withoutTrailingSlash(screen.path) === path);
}

/**
 * The editor a concrete path opens (with or without a trailing slash, as the router allows), the most specific
 * when several match: `/faq/…` is the FAQ text's editor, not the about block's catch-all `/{id}`.
 */
export function cmsEditScreenAt(
  pathname: string,
  screens: readonly CmsEditRoute[] = cmsEditScreens(),
): CmsEditRoute | undefined {
  const path = withoutTrailingSlash(pathname);
  return screens
    .filter((screen) => matchesPath(withoutTrailingSlash(screen.path), path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** A screen's path as a router pattern: `/banner/{id}` → `/banner/:id`. */
export function routePatternOf(path: string): string {
  return path.replace('{id}', ':id');
}
