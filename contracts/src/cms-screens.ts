/** A page that edits one record (its path holds `{id}`) and its title. */
export interface EditScreen {
  path: string;
  title: string;
}

/** Where a block is managed in the CMS, and its record editors (spec 001 §2). */
export interface BlockScreens {
  manage: string;
  edit: readonly EditScreen[];
}

/**
 * The CMS screens of each block of the content catalogue (which takes them from here), kept apart from the
 * catalogue's fields and rules so that the shell's route table can read them without loading the whole catalogue.
 */
export const CMS_SCREENS = {
  banner: { manage: '/edit-banner', edit: [{ path: '/banner/{id}', title: 'Edit Banner' }] },
  logo: { manage: '/add-logo', edit: [{ path: '/edit-logo/{id}', title: 'Edit Logo' }] },
  about: { manage: '/edit-about', edit: [{ path: '/{id}', title: 'Update About Section' }] },
  videoSection: {
    manage: '/edit-video',
    edit: [{ path: '/videotext-edit/{id}', title: 'Edit Video Section' }],
  },
  videoItems: { manage: '/edit-video', edit: [{ path: '/video/{id}', title: 'Edit Team Member' }] },
  serviceHeading: {
    manage: '/edit-service',
    edit: [{ path: '/servicetext-edit/{id}', title: 'Edit Service Heading' }],
  },
  serviceItems: {
    manage: '/edit-service',
    edit: [
      { path: '/service-edit/{id}', title: 'Edit Service' },
      { path: '/main-service-edit/{id}', title: 'Edit Main Service' },
    ],
  },
  steps: { manage: '/step-section', edit: [{ path: '/edit-step/{id}', title: 'Edit Step' }] },
  workSteps: { manage: '/edit-work', edit: [{ path: '/edit-work/{id}', title: 'Edit Work Step' }] },
  experience: {
    manage: '/edit-experience/',
    edit: [{ path: '/edit-experience/{id}', title: 'Edit Experience' }],
  },
  counters: { manage: '/edit-counter', edit: [{ path: '/counters/{id}', title: 'Edit Counters' }] },
  pricings: { manage: '/add-pricing/', edit: [{ path: '/package-edit/{id}', title: 'Edit Pricing' }] },
  actions: {
    manage: '/update-calltoaction',
    edit: [{ path: '/edit-call/{id}', title: 'Edit Call to Action' }],
  },
  testimonialText: {
    manage: '/edit-testimonial/',
    edit: [{ path: '/testimonialtext-edit/{id}', title: 'Edit Testimonial Text' }],
  },
  testimonials: {
    manage: '/edit-testimonial/',
    edit: [{ path: '/edit-testimonial/{id}/', title: 'Edit Testimonial' }],
  },
  faqText: {
    manage: '/edit-faq',
    edit: [
      { path: '/faqtext-edit/{id}', title: 'Edit FAQ Text' },
      { path: '/faq/{id}', title: 'Edit FAQ Text' },
    ],
  },
  faqItems: { manage: '/edit-faq', edit: [{ path: '/faq-edit/{id}', title: 'Edit FAQ' }] },
  featuresText: {
    manage: '/edit-services-features/',
    edit: [{ path: '/featurestext-edit/{id}', title: 'Edit Features Text' }],
  },
  featureItems: {
    manage: '/edit-services-features/',
    edit: [{ path: '/edit-feature-items/{id}/', title: 'Edit Feature Item' }],
  },
  teamText: {
    manage: '/edit-team-text/',
    edit: [{ path: '/team-text-edit/{id}/', title: 'Edit Team Text' }],
  },
  teamItems: {
    manage: '/edit-team-text/',
    edit: [{ path: '/edit-team-items/{id}/', title: 'Edit Team Member' }],
  },
  contacts: {
    manage: '/add-contact/',
    edit: [{ path: '/edit-contact-page/{id}', title: 'Edit Contact Item' }],
  },
  footerAbout: {
    manage: '/add-about-footer/',
    edit: [{ path: '/edit-about-footer/{id}', title: 'Edit Footer About' }],
  },
  footerAddress: {
    manage: '/add-address-footer/',
    edit: [{ path: '/edit-address-footer/{id}', title: 'Edit Footer Address' }],
  },
  footerSocial: {
    manage: '/add-social-footer/',
    edit: [{ path: '/edit-social-footer/{id}', title: 'Edit Footer Social Links' }],
  },
  copyrights: { manage: '/add-copyright', edit: [{ path: '/edit-copyright/{id}', title: 'Edit Copyright' }] },
  siteSettings: {
    manage: '/add-site-settings/',
    edit: [{ path: '/edit-site-settings/{id}', title: 'Edit Site Settings' }],
  },
  designItems: { manage: '/add-item', edit: [] },
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

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Whether a concrete path is an instance of a screen's path (`{id}` standing for one segment). */
function isInstanceOf(template: string, path: string): boolean {
  const pattern = template
    .split('{id}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
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
    .filter((screen) => isInstanceOf(withoutTrailingSlash(screen.path), path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** A screen's path as a router pattern: `/banner/{id}` → `/banner/:id`. */
export function routePatternOf(path: string): string {
  return path.replace('{id}', ':id');
}
