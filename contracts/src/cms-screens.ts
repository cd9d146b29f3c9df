import { matchesPath } from './record-paths';

/** A page that edits one record (its path holds `{id}`) and its title. */
export interface EditScreen {
  path: string;
  title: string;
}

/** A one-record block on its manage page: its add form, or the link to its editor (spec 001 §2). */
export interface SingletonPanel {
  kind: 'singleton';
  /** Its heading, on a page that manages more than one block. */
  heading?: string;
  /** The edit link's text (the spec fixes some: 'Please Edit Your Logo', 'Update About Section'). */
  editText: string;
}

/** A list block on its manage page: an add form and the items, each titled by one of its fields. */
export interface CollectionPanel {
  kind: 'collection';
  addTitle: string;
  listTitle: string;
  itemTitle: string;
  /** Each item's links: the first edit screen unless `to` names another; without text the item's title links. */
  links?: readonly { text?: string; to?: string }[];
}

/** A card of the CMS's Settings hub, leading to a manage page and counting one block's records. */
export interface HubCard {
  /** The card's title, when it is not its page's. */
  title?: string;
  hint: string;
  icon: string;
  /** One of the eleven cards spec 001 §2 lists; the others sit under "More blocks". */
  spec?: true;
  /** Where a spec card links, when the spec writes it otherwise than the page's path. */
  to?: string;
}

/** Where a block is managed in the CMS (the page's path and title, the block's panel there) and its editors. */
export interface BlockScreens {
  manage: string;
  title: string;
  panel: SingletonPanel | CollectionPanel;
  edit: readonly EditScreen[];
  /** The hub card of its page, on the one block of the page whose records the card counts. */
  hub?: HubCard;
}

/**
 * The CMS screens of each block of the content catalogue (which takes them from here), kept apart from the
 * catalogue's fields and rules so that the shell's route table can read them without loading the whole catalogue.
 */
export const CMS_SCREENS = {
  banner: {
    manage: '/edit-banner',
    title: 'Banner',
    panel: { kind: 'singleton', editText: 'Edit Banner' },
    edit: [{ path: '/banner/{id}', title: 'Edit Banner' }],
    hub: { spec: true, hint: 'Hero heading, text, image and button', icon: '▣' },
  },
  logo: {
    manage: '/add-logo',
    title: 'Logo',
    panel: { kind: 'singleton', editText: 'Please Edit Your Logo' },
    edit: [{ path: '/edit-logo/{id}', title: 'Edit Logo' }],
    hub: { spec: true, hint: 'The site logo', icon: '◎' },
  },
  about: {
    manage: '/edit-about',
    title: 'About Section',
    panel: { kind: 'singleton', editText: 'Update About Section' },
    edit: [{ path: '/{id}', title: 'Update About Section' }],
    hub: { spec: true, title: 'About', hint: 'Why choose us', icon: 'ℹ' },
  },
  videoSection: {
    manage: '/edit-video',
    title: 'Video Section',
    panel: { kind: 'singleton', heading: 'Video Section Text', editText: 'Edit Video Section' },
    edit: [{ path: '/videotext-edit/{id}', title: 'Edit Video Section' }],
  },
  videoItems: {
    manage: '/edit-video',
    title: 'Video Section',
    panel: {
      kind: 'collection',
      addTitle: 'Add Team Member',
      listTitle: 'Team Members',
      itemTitle: 'membername',
    },
    edit: [{ path: '/video/{id}', title: 'Edit Team Member' }],
    hub: { hint: 'Video and team members', icon: '▶' },
  },
  serviceHeading: {
    manage: '/edit-service',
    title: 'Services',
    panel: { kind: 'singleton', heading: 'Service Heading', editText: 'Edit Service Heading' },
    edit: [{ path: '/servicetext-edit/{id}', title: 'Edit Service Heading' }],
  },
  serviceItems: {
    manage: '/edit-service',
    title: 'Services',
    panel: {
      kind: 'collection',
      addTitle: 'Add Service Item',
      listTitle: 'Service Items',
      itemTitle: 'serviceTitle',
      links: [
        { text: 'Edit Services', to: '/service-edit/{id}' },
        { text: 'Edit as Main Service', to: '/main-service-edit/{id}' },
      ],
    },
    edit: [
      { path: '/service-edit/{id}', title: 'Edit Service' },
      { path: '/main-service-edit/{id}', title: 'Edit Main Service' },
    ],
    hub: { spec: true, hint: 'Service heading and items', icon: '✦' },
  },
  steps: {
    manage: '/step-section',
    title: 'Steps',
    panel: { kind: 'collection', addTitle: 'Add Step', listTitle: 'Upcoming Events', itemTitle: 'stepTitle' },
    edit: [{ path: '/edit-step/{id}', title: 'Edit Step' }],
    hub: { hint: 'Upcoming events', icon: '☰' },
  },
  workSteps: {
    manage: '/edit-work',
    title: 'Work Section',
    panel: {
      kind: 'collection',
      addTitle: 'Add Work Step',
      listTitle: 'Work Steps',
      itemTitle: 'stepTitle',
      links: [{ text: 'Edit' }],
    },
    edit: [{ path: '/edit-work/{id}', title: 'Edit Work Step' }],
    hub: { hint: 'Steps 01 to 04', icon: '⚙' },
  },
  experience: {
    manage: '/edit-experience/',
    title: 'Experience',
    panel: { kind: 'singleton', editText: 'Edit Experience' },
    edit: [{ path: '/edit-experience/{id}', title: 'Edit Experience' }],
    hub: { hint: 'Heading and three skills', icon: '★' },
  },
  counters: {
    manage: '/edit-counter',
    title: 'Counters',
    panel: { kind: 'singleton', editText: 'Edit Counters' },
    edit: [{ path: '/counters/{id}', title: 'Edit Counters' }],
    hub: { spec: true, hint: 'Clients, projects, years, awards', icon: '#' },
  },
  pricings: {
    manage: '/add-pricing/',
    title: 'Pricing',
    panel: {
      kind: 'collection',
      addTitle: 'Add Package',
      listTitle: 'Packages',
      itemTitle: 'packageName',
      links: [{ text: 'Edit Pricing' }],
    },
    edit: [{ path: '/package-edit/{id}', title: 'Edit Pricing' }],
    hub: { spec: true, to: '/add-pricing', hint: 'Basic, Standard and Premium', icon: '$' },
  },
  actions: {
    manage: '/update-calltoaction',
    title: 'Call to Action',
    panel: { kind: 'singleton', editText: 'Edit Call to Action' },
    edit: [{ path: '/edit-call/{id}', title: 'Edit Call to Action' }],
    hub: { spec: true, hint: 'The closing banner', icon: '➜' },
  },
  testimonialText: {
    manage: '/edit-testimonial/',
    title: 'Testimonials',
    panel: { kind: 'singleton', heading: 'Testimonial Text', editText: 'Edit Testimonial Text' },
    edit: [{ path: '/testimonialtext-edit/{id}', title: 'Edit Testimonial Text' }],
  },
  testimonials: {
    manage: '/edit-testimonial/',
    title: 'Testimonials',
    panel: {
      kind: 'collection',
      addTitle: 'Add Testimonial',
      listTitle: 'Testimonials',
      itemTitle: 'personName',
    },
    edit: [{ path: '/edit-testimonial/{id}/', title: 'Edit Testimonial' }],
    hub: { spec: true, to: '/edit-testimonial', hint: 'What clients say', icon: '❝' },
  },
  faqText: {
    manage: '/edit-faq',
    title: 'FAQ',
    panel: { kind: 'singleton', heading: 'FAQ Text', editText: 'Edit FAQ Text' },
    edit: [
      { path: '/faqtext-edit/{id}', title: 'Edit FAQ Text' },
      { path: '/faq/{id}', title: 'Edit FAQ Text' },
    ],
  },
  faqItems: {
    manage: '/edit-faq',
    title: 'FAQ',
    panel: {
      kind: 'collection',
      addTitle: 'Add FAQ Item',
      listTitle: 'FAQ Items',
      itemTitle: 'accodingTitle',
      links: [{ text: 'Edit' }],
    },
    edit: [{ path: '/faq-edit/{id}', title: 'Edit FAQ' }],
    hub: { hint: 'Questions and answers', icon: '?' },
  },
  featuresText: {
    manage: '/edit-services-features/',
    title: 'Features',
    panel: { kind: 'singleton', heading: 'Features Text', editText: 'Edit Features Text' },
    edit: [{ path: '/featurestext-edit/{id}', title: 'Edit Features Text' }],
  },
  featureItems: {
    manage: '/edit-services-features/',
    title: 'Features',
    panel: {
      kind: 'collection',
      addTitle: 'Add Feature Item',
      listTitle: 'Feature Items',
      itemTitle: 'FeaturesText',
      links: [{ text: 'Edit' }],
    },
    edit: [{ path: '/edit-feature-items/{id}/', title: 'Edit Feature Item' }],
    hub: { hint: 'Service page features', icon: '◆' },
  },
  teamText: {
    manage: '/edit-team-text/',
    title: 'Team',
    panel: { kind: 'singleton', heading: 'Team Section Text', editText: 'Edit Team Text' },
    edit: [{ path: '/team-text-edit/{id}/', title: 'Edit Team Text' }],
  },
  teamItems: {
    manage: '/edit-team-text/',
    title: 'Team',
    panel: {
      kind: 'collection',
      addTitle: 'Add Team Member',
      listTitle: 'Team Members',
      itemTitle: 'teamMemberName',
      links: [{ text: 'Edit Now' }],
    },
    edit: [{ path: '/edit-team-items/{id}/', title: 'Edit Team Member' }],
    hub: { hint: 'Team text and members', icon: '☺' },
  },
  contacts: {
    manage: '/add-contact/',
    title: 'Contact Items',
    panel: {
      kind: 'collection',
      addTitle: 'Add Contact Item',
      listTitle: 'Contact Items',
      itemTitle: 'contactTitle',
    },
    edit: [{ path: '/edit-contact-page/{id}', title: 'Edit Contact Item' }],
    hub: { hint: 'Contact page cards', icon: '✉' },
  },
  footerAbout: {
    manage: '/add-about-footer/',
    title: 'Footer About',
    panel: { kind: 'singleton', editText: 'Edit Footer About' },
    edit: [{ path: '/edit-about-footer/{id}', title: 'Edit Footer About' }],
    hub: { hint: 'The footer’s about text', icon: '¶' },
  },
  footerAddress: {
    manage: '/add-address-footer/',
    title: 'Footer Address',
    panel: { kind: 'singleton', editText: 'Edit Footer Address' },
    edit: [{ path: '/edit-address-footer/{id}', title: 'Edit Footer Address' }],
    hub: { spec: true, to: '/add-address-footer', hint: 'Phone, location, e-mail', icon: '⌂' },
  },
  footerSocial: {
    manage: '/add-social-footer/',
    title: 'Footer Social Links',
    panel: { kind: 'singleton', editText: 'Edit Footer Social Links' },
    edit: [{ path: '/edit-social-footer/{id}', title: 'Edit Footer Social Links' }],
    hub: {
      spec: true,
      to: '/add-social-footer',
      title: 'Footer Social',
      hint: 'Facebook and Instagram links',
      icon: '☍',
    },
  },
  copyrights: {
    manage: '/add-copyright',
    title: 'Copyright',
    panel: { kind: 'singleton', editText: 'Edit Copyright' },
    edit: [{ path: '/edit-copyright/{id}', title: 'Edit Copyright' }],
    hub: { spec: true, hint: 'The footer’s last line', icon: '©' },
  },
  siteSettings: {
    manage: '/add-site-settings/',
    title: 'Site Settings',
    panel: { kind: 'singleton', editText: 'Edit Site Settings' },
    edit: [{ path: '/edit-site-settings/{id}', title: 'Edit Site Settings' }],
    hub: { hint: 'Site name and description for search and link previews', icon: '⌕' },
  },
  designItems: {
    manage: '/add-item',
    title: 'Update Banner',
    panel: {
      kind: 'collection',
      addTitle: 'Add Item',
      listTitle: 'Design Items',
      itemTitle: 'category',
      links: [],
    },
    edit: [],
    hub: { title: 'Design Items', hint: 'Add item', icon: '✚' },
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
