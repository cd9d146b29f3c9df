import { matchesPath } from './record-paths';

/** A page that edits one record (its path holds `{id}`) and its title. */
export interface EditScreen {
  path: string;
  title: string;
}

/** Where a block is managed in the CMS (the page's path and title) and its record editors. */
export interface BlockScreens {
  manage: string;
  title: string;
  edit: readonly EditScreen[];
}

/**
 * The CMS screens of each block of the content catalogue (which takes them from here), kept apart from the
 * catalogue's fields and rules, and from the panels' texts (CMS_PANELS), so that the shell's route table reads
 * them without loading anything else.
 */
export const CMS_SCREENS = {
  banner: {
    manage: '/edit-banner',
    title: 'Banner',
    edit: [{ path: '/banner/{id}', title: 'Edit Banner' }],
  },
  logo: {
    manage: '/add-logo',
    title: 'Logo',
    edit: [{ path: '/edit-logo/{id}', title: 'Edit Logo' }],
  },
  about: {
    manage: '/edit-about',
    title: 'About Section',
    edit: [{ path: '/{id}', title: 'Update About Section' }],
  },
  videoSection: {
    manage: '/edit-video',
    title: 'Video Section',
    edit: [{ path: '/videotext-edit/{id}', title: 'Edit Video Section' }],
  },
  videoItems: {
    manage: '/edit-video',
    title: 'Video Section',
    edit: [{ path: '/video/{id}', title: 'Edit Team Member' }],
  },
  serviceHeading: {
    manage: '/edit-service',
    title: 'Services',
    edit: [{ path: '/servicetext-edit/{id}', title: 'Edit Service Heading' }],
  },
  serviceItems: {
    manage: '/edit-service',
    title: 'Services',
    edit: [
      { path: '/service-edit/{id}', title: 'Edit Service' },
      { path: '/main-service-edit/{id}', title: 'Edit Main Service' },
    ],
  },
  steps: {
    manage: '/step-section',
    title: 'Steps',
    edit: [{ path: '/edit-step/{id}', title: 'Edit Step' }],
  },
  workSteps: {
    manage: '/edit-work',
    title: 'Work Section',
    edit: [{ path: '/edit-work/{id}', title: 'Edit Work Step' }],
  },
  experience: {
    manage: '/edit-experience/',
    title: 'Experience',
    edit: [{ path: '/edit-experience/{id}', title: 'Edit Experience' }],
  },
  counters: {
    manage: '/edit-counter',
    title: 'Counters',
    edit: [{ path: '/counters/{id}', title: 'Edit Counters' }],
  },
  pricings: {
    manage: '/add-pricing/',
    title: 'Pricing',
    edit: [{ path: '/package-edit/{id}', title: 'Edit Pricing' }],
  },
  actions: {
    manage: '/update-calltoaction',
    title: 'Call to Action',
    edit: [{ path: '/edit-call/{id}', title: 'Edit Call to Action' }],
  },
  testimonialText: {
    manage: '/edit-testimonial/',
    title: 'Testimonials',
    edit: [{ path: '/testimonialtext-edit/{id}', title: 'Edit Testimonial Text' }],
  },
  testimonials: {
    manage: '/edit-testimonial/',
    title: 'Testimonials',
    edit: [{ path: '/edit-testimonial/{id}/', title: 'Edit Testimonial' }],
  },
  faqText: {
    manage: '/edit-faq',
    title: 'FAQ',
    edit: [
      { path: '/faqtext-edit/{id}', title: 'Edit FAQ Text' },
      { path: '/faq/{id}', title: 'Edit FAQ Text' },
    ],
  },
  faqItems: {
    manage: '/edit-faq',
    title: 'FAQ',
    edit: [{ path: '/faq-edit/{id}', title: 'Edit FAQ' }],
  },
  featuresText: {
    manage: '/edit-services-features/',
    title: 'Features',
    edit: [{ path: '/featurestext-edit/{id}', title: 'Edit Features Text' }],
  },
  featureItems: {
    manage: '/edit-services-features/',
    title: 'Features',
    edit: [{ path: '/edit-feature-items/{id}/', title: 'Edit Feature Item' }],
  },
  teamText: {
    manage: '/edit-team-text/',
    title: 'Team',
    edit: [{ path: '/team-text-edit/{id}/', title: 'Edit Team Text' }],
  },
  teamItems: {
    manage: '/edit-team-text/',
    title: 'Team',
    edit: [{ path: '/edit-team-items/{id}/', title: 'Edit Team Member' }],
  },
  contacts: {
    manage: '/add-contact/',
    title: 'Contact Items',
    edit: [{ path: '/edit-contact-page/{id}', title: 'Edit Contact Item' }],
  },
  footerAbout: {
    manage: '/add-about-footer/',
    title: 'Footer About',
    edit: [{ path: '/edit-about-footer/{id}', title: 'Edit Footer About' }],
  },
  footerAddress: {
    manage: '/add-address-footer/',
    title: 'Footer Address',
    edit: [{ path: '/edit-address-footer/{id}', title: 'Edit Footer Address' }],
  },
  footerSocial: {
    manage: '/add-social-footer/',
    title: 'Footer Social Links',
    edit: [{ path: '/edit-social-footer/{id}', title: 'Edit Footer Social Links' }],
  },
  copyrights: {
    manage: '/add-copyright',
    title: 'Copyright',
    edit: [{ path: '/edit-copyright/{id}', title: 'Edit Copyright' }],
  },
  siteSettings: {
    manage: '/add-site-settings/',
    title: 'Site Settings',
    edit: [{ path: '/edit-site-settings/{id}', title: 'Edit Site Settings' }],
  },
  designItems: {
    manage: '/add-item',
    title: 'Update Banner',
    edit: [],
  },
} as const satisfies Record<string, BlockScreens>;

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
