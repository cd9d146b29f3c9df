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
  // The service page's blocks that have no other page (docs/content-and-cms.md#every-block-has-a-public-home).
  featuresText: '/featurestext',
  featureItems: '/featureitems',
  workSteps: '/worksec',
  steps: '/steps',
  experience: '/experiences',
  videoSection: '/videos',
  videoItems: '/videos-items',
  designItems: '/design-items',
  faqText: '/faq',
  faqItems: '/faq-items',
  // The shell's header and footer.
  logo: '/logo',
  footerAbout: '/footer-about',
  footerAddress: '/footer-address',
  footerSocial: '/footer-social',
  copyrights: '/copyrights',
  // Every page's title, description and link previews.
  siteSettings: '/site-settings',
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

const onLanding = (section?: keyof typeof SECTION_IDS) => (section ? `/#${SECTION_IDS[section]}` : '/');
const onService = (section: keyof typeof SECTION_IDS) => `/service/#${SECTION_IDS[section]}`;

/** Where each block the CMS edits appears on the public site: the target of every editor's "View on site". */
export const PUBLIC_LOCATIONS: Record<ContentKey, string> = {
  banner: onLanding(),
  logo: onLanding(),
  about: onLanding('about'),
  serviceHeading: onLanding('services'),
  serviceItems: onLanding('services'),
  counters: onLanding(),
  pricings: onLanding('pricing'),
  actions: onLanding(),
  testimonialText: onLanding('testimonials'),
  testimonials: onLanding('testimonials'),
  teamText: onLanding('team'),
  teamItems: onLanding('team'),
  contacts: onLanding('contact'),
  featuresText: onService('features'),
  featureItems: onService('features'),
  workSteps: onService('work'),
  steps: onService('process'),
  experience: onService('experience'),
  videoSection: onService('video'),
  videoItems: onService('video'),
  designItems: onService('designs'),
  faqText: onService('faq'),
  faqItems: onService('faq'),
  footerAbout: onLanding('footer'),
  footerAddress: onLanding('footer'),
  footerSocial: onLanding('footer'),
  copyrights: onLanding('footer'),
  siteSettings: onLanding(),
};

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

/** The blocks /service/ shows; the shell starts these reads while the page's code is still loading. */
export const SERVICE_BLOCKS = [
  'counters',
  'serviceHeading',
  'serviceItems',
  'featuresText',
  'featureItems',
  'workSteps',
  'about',
  'steps',
  'experience',
  'videoSection',
  'videoItems',
  'designItems',
  'faqText',
  'faqItems',
  'actions',
] as const satisfies readonly PublicBlock[];
