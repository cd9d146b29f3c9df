import type { ContentKey, EntityOf } from '@agency/contracts';

/**
 * The list path of every block the public pages show. The catalogue itself stays out of the landing bundle
 * (its budget is tight); content-paths.test.ts holds these to the catalogue's paths.
 */
export const CONTENT_PATHS = {
  banner: '/banner',
  serviceHeading: '/service',
  serviceItems: '/service-items',
  about: '/about',
  counters: '/counters',
  pricings: '/pricings',
  testimonialText: '/testimonialtext',
  testimonials: '/testimonials',
  teamText: '/teamstext',
  teamItems: '/teamitems',
  actions: '/actions',
  contacts: '/contacts',
} as const satisfies Partial<Record<ContentKey, string>>;

export type PublicBlock = keyof typeof CONTENT_PATHS;
export type BlockRecords<K extends PublicBlock> = EntityOf<K>[];
