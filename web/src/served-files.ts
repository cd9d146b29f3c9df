// Which files of a build browsers may get, and how long they may keep each: the rules of web/'s own servers, and
// those any other server of the same files must follow (the reference deployment's nginx is rendered from these,
// deploy/render.cjs).
import { ENTRY_ASSETS_FILE, ROUTE_TABLE_FILE } from './build-layout';

/**
 * Build output names carry a 10-hex content or build hash (scripts/webpack/create-config.cjs); the file served may
 * be its .br or .gz copy. remoteEntry.<hash>.js is one of them: only mf-manifest.json (no-cache) names it.
 */
export const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/**
 * Files without a hash that name no other file (images, icons, fonts): a day, so a repeat visit asks for none of
 * them. Pages, manifests, scripts and styles always revalidate: they say which other files a page loads.
 */
export const NAMES_OTHER_FILES = /\.(html|json|js|css|txt|xml)(\.(br|gz))?$/;
export const ONE_DAY = 'public, max-age=86400';
/** Never served even if present: source maps, and what the shell's server reads (the route table, the entry's files). */
export const PRIVATE_FILES = new RegExp(
  `(\\.map|/${ROUTE_TABLE_FILE.replace('.', '\\.')}|/${ENTRY_ASSETS_FILE.replace('.', '\\.')})$`,
);

/** The Cache-Control of a build's file, by its name. */
export function cacheControlOf(fileName: string): string {
  return HASHED_NAME.test(fileName) ? IMMUTABLE : NAMES_OTHER_FILES.test(fileName) ? REVALIDATE : ONE_DAY;
}
