import type { ContentKey } from './catalogue';

/**
 * The list path of every content block the public pages read. Browser bundles import this file alone
 * (`@agency/contracts/public-reads`), so the catalogue stays out of the landing page's budget; a test holds these
 * paths to the catalogue's.
 */
export const PUBLIC_LIST_PATHS = {
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
  // The shell's header and footer.
  logo: '/logo',
  footerAbout: '/footer-about',
  footerAddress: '/footer-address',
  footerSocial: '/footer-social',
  copyrights: '/copyrights',
} as const satisfies Partial<Record<ContentKey, string>>;

export type PublicBlock = keyof typeof PUBLIC_LIST_PATHS;

/** The blocks the landing page shows. The shell starts these reads while the page's code is still loading. */
export const LANDING_BLOCKS = [
  'banner',
  'serviceHeading',
  'serviceItems',
  'about',
  'counters',
  'pricings',
  'testimonialText',
  'testimonials',
  'teamText',
  'teamItems',
  'actions',
] as const satisfies readonly PublicBlock[];
