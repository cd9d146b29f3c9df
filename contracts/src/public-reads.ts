import type { ContentKey } from './catalogue';
import { PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS } from './block-tables';
import { LANDING_BLOCKS } from './landing-blocks';
import { SERVICE_BLOCKS } from './service-blocks';
import type { PublicPage } from './public-pages';

/**
 * The list path of every content block the public pages read. Browser bundles import this file
 * (`@agency/contracts/public-reads`) and the build keeps only the tables it takes from the blocks, so the catalogue
 * stays out of the landing page's budget.
 */
export { PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS, LANDING_BLOCKS, SERVICE_BLOCKS };
export { pageBlocksOf } from './block-views';
export { PUBLIC_PAGES, type PublicPage } from './public-pages';

export type PublicBlock = keyof typeof PUBLIC_LIST_PATHS;

/**
 * The blocks of each composed page, in its order. A page's own code imports its list by name (LANDING_BLOCKS,
 * SERVICE_BLOCKS), so its bundle does not carry the other page's.
 */
export const PAGE_BLOCKS: Readonly<Record<PublicPage, readonly PublicBlock[]>> = {
  landing: LANDING_BLOCKS,
  service: SERVICE_BLOCKS,
};

/** The section ids of the public pages that the CMS links to; the sections render these ids. */
export const SECTION_IDS = {
  services: 'service-sec',
  about: 'who-sec',
  pricing: 'pricing-sec',
  testimonials: 'testi-sec',
  team: 'team-sec',
  contact: 'contact-sec',
  features: 'features-sec',
  work: 'work-sec',
  process: 'process-sec',
  experience: 'experience-sec',
  video: 'video-sec',
  designs: 'designs-sec',
  faq: 'faq-sec',
  footer: 'site-footer',
} as const;

/** The public location of a block, or undefined for a block no page shows (e.g. one only a test catalogue has). */
export function publicLocation(key: string): string | undefined {
  return Object.hasOwn(PUBLIC_LOCATIONS, key) ? PUBLIC_LOCATIONS[key as ContentKey] : undefined;
}

/**
 * A public page opened with `?preview=drafts` shows an admin every block with its pending drafts (never cached,
 * never indexed; anyone else sees the published page).
 */
export const PREVIEW_PARAM = 'preview';

/** The public work section shows the steps numbered 01 to 04 only (the CMS lists them all). */
export const PUBLIC_WORK_STEP_NUMBERS = ['01', '02', '03', '04'] as const;

export function isPublicWorkStep(stepNumber: string | undefined): boolean {
  return (PUBLIC_WORK_STEP_NUMBERS as readonly string[]).includes(String(stepNumber ?? '').trim());
}

/**
 * The `Server-Timing` metric a server-rendered page is sent with when it is the last good render, served while the
 * API does not answer: its reads may be old, so the browser asks for them again. Any other server-rendered page's
 * reads were current when it was sent (or confirmed with a 304).
 */
export const LAST_GOOD_RENDER = 'last-good';
