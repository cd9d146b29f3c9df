import type { BlockSite, ContentResource } from './catalogue-model';
import type { BlockPanels } from './cms-panels';
import type { BlockScreens } from './block-screens';
import type { PublicPage } from './public-pages';

/** What the light views read of a block: its key, list path, screens and place on the site. */
type BlockOfViews = Pick<ContentResource, 'key' | 'paths' | 'screens' | 'site'>;

const byKey = <B extends BlockOfViews, V>(blocks: readonly B[], view: (block: B) => V) =>
  Object.fromEntries(blocks.map((block) => [block.key, view(block)]));

/** Each block's CMS screens: where it is managed and its record editors (what the shell routes). */
export function screensOf(blocks: readonly BlockOfViews[]): Record<string, BlockScreens> {
  return byKey(blocks, ({ screens: { manage, title, edit } }) => ({ manage, title, edit }));
}

/** Each block's panel on its manage page and its Settings hub card. */
export function panelsOf(blocks: readonly BlockOfViews[]): Record<string, BlockPanels> {
  return byKey(blocks, ({ screens: { panel, hub } }) => (hub ? { panel, hub } : { panel }));
}

/** Each block's public list path: where the public pages read it. */
export function listPathsOf(blocks: readonly BlockOfViews[]): Record<string, string> {
  return byKey(blocks, (block) => block.paths.list[0]);
}

/** Each block's public location: the target of its editors' "View on site". */
export function locationsOf(blocks: readonly BlockOfViews[]): Record<string, BlockSite['location']> {
  return byKey(blocks, (block) => block.site.location);
}

/** The blocks a composed page shows, in their order there. */
export function pageBlocksOf<K extends string>(
  page: PublicPage,
  blocks: readonly (BlockOfViews & { key: K })[],
): K[] {
  return blocks
    .filter((block) => block.site.pages?.[page] !== undefined)
    .sort((a, b) => a.site.pages![page]! - b.site.pages![page]!)
    .map((block) => block.key);
}
