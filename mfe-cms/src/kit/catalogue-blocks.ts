import { CONTENT_CATALOGUE, type BlockScreens, type ContentResource } from '@agency/contracts';

/** The blocks the CMS edits: the contracts' catalogue, or a test's. */
export type Catalogue = readonly ContentResource[];

/** A catalogue block by its key (the keys CMS_SCREENS names). */
export function catalogueBlock(
  key: string,
  catalogue: Catalogue = CONTENT_CATALOGUE,
): ContentResource | undefined {
  return catalogue.find((resource) => resource.key === key);
}

/** The screens of a catalogue's blocks, by key, as CMS_SCREENS holds the contracts' own. */
export function screensOf(catalogue: Catalogue): Record<string, BlockScreens> {
  return Object.fromEntries(catalogue.map((resource) => [resource.key, resource.screens]));
}
