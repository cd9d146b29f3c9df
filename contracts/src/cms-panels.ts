import type { CMS_SCREENS } from './cms-screens';

/** A one-record block on its manage page: its add form, or the link to its editor. */
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
  /** One of the eleven documented hub cards; the others sit under "More blocks". */
  spec?: true;
  /** Where a spec card links, when the spec writes it otherwise than the page's path. */
  to?: string;
}

/** How a block shows on its manage page, and its card in the Settings hub. */
export interface BlockPanels {
  panel: SingletonPanel | CollectionPanel;
  /** The hub card of its page, on the one block of the page whose records the card counts. */
  hub?: HubCard;
}

/** Each block's panel and hub card (documented texts, word for word), beside its screens in CMS_SCREENS. */
export const CMS_PANELS = {
  banner: {
    panel: { kind: 'singleton', editText: 'Edit Banner' },
    hub: { spec: true, hint: 'Hero heading, text, image and button', icon: '▣' },
  },
  logo: {
    panel: { kind: 'singleton', editText: 'Please Edit Your Logo' },
    hub: { spec: true, hint: 'The site logo', icon: '◎' },
  },
  about: {
    panel: { kind: 'singleton', editText: 'Update About Section' },
    hub: { spec: true, title: 'About', hint: 'Why choose us', icon: 'ℹ' },
  },
  videoSection: {
    panel: { kind: 'singleton', heading: 'Video Section Text', editText: 'Edit Video Section' },
  },
  videoItems: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Team Member',
      listTitle: 'Team Members',
      itemTitle: 'membername',
    },
    hub: { hint: 'Video and team members', icon: '▶' },
  },
  serviceHeading: {
    panel: { kind: 'singleton', heading: 'Service Heading', editText: 'Edit Service Heading' },
  },
  serviceItems: {
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
    hub: { spec: true, hint: 'Service heading and items', icon: '✦' },
  },
  steps: {
    panel: { kind: 'collection', addTitle: 'Add Step', listTitle: 'Upcoming Events', itemTitle: 'stepTitle' },
    hub: { hint: 'Upcoming events', icon: '☰' },
  },
  workSteps: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Work Step',
      listTitle: 'Work Steps',
      itemTitle: 'stepTitle',
      links: [{ text: 'Edit' }],
    },
    hub: { hint: 'Steps 01 to 04', icon: '⚙' },
  },
  experience: {
    panel: { kind: 'singleton', editText: 'Edit Experience' },
    hub: { hint: 'Heading and three skills', icon: '★' },
  },
  counters: {
    panel: { kind: 'singleton', editText: 'Edit Counters' },
    hub: { spec: true, hint: 'Clients, projects, years, awards', icon: '#' },
  },
  pricings: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Package',
      listTitle: 'Packages',
      itemTitle: 'packageName',
      links: [{ text: 'Edit Pricing' }],
    },
    hub: { spec: true, to: '/add-pricing', hint: 'Basic, Standard and Premium', icon: '$' },
  },
  actions: {
    panel: { kind: 'singleton', editText: 'Edit Call to Action' },
    hub: { spec: true, hint: 'The closing banner', icon: '➜' },
  },
  testimonialText: {
    panel: { kind: 'singleton', heading: 'Testimonial Text', editText: 'Edit Testimonial Text' },
  },
  testimonials: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Testimonial',
      listTitle: 'Testimonials',
      itemTitle: 'personName',
    },
    hub: { spec: true, to: '/edit-testimonial', hint: 'What clients say', icon: '❝' },
  },
  faqText: { panel: { kind: 'singleton', heading: 'FAQ Text', editText: 'Edit FAQ Text' } },
  faqItems: {
    panel: {
      kind: 'collection',
      addTitle: 'Add FAQ Item',
      listTitle: 'FAQ Items',
      itemTitle: 'accodingTitle',
      links: [{ text: 'Edit' }],
    },
    hub: { hint: 'Questions and answers', icon: '?' },
  },
  featuresText: { panel: { kind: 'singleton', heading: 'Features Text', editText: 'Edit Features Text' } },
  featureItems: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Feature Item',
      listTitle: 'Feature Items',
      itemTitle: 'FeaturesText',
      links: [{ text: 'Edit' }],
    },
    hub: { hint: 'Service page features', icon: '◆' },
  },
  teamText: { panel: { kind: 'singleton', heading: 'Team Section Text', editText: 'Edit Team Text' } },
  teamItems: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Team Member',
      listTitle: 'Team Members',
      itemTitle: 'teamMemberName',
      links: [{ text: 'Edit Now' }],
    },
    hub: { hint: 'Team text and members', icon: '☺' },
  },
  contacts: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Contact Item',
      listTitle: 'Contact Items',
      itemTitle: 'contactTitle',
    },
    hub: { hint: 'Contact page cards', icon: '✉' },
  },
  footerAbout: {
    panel: { kind: 'singleton', editText: 'Edit Footer About' },
    hub: { hint: 'The footer’s about text', icon: '¶' },
  },
  footerAddress: {
    panel: { kind: 'singleton', editText: 'Edit Footer Address' },
    hub: { spec: true, to: '/add-address-footer', hint: 'Phone, location, e-mail', icon: '⌂' },
  },
  footerSocial: {
    panel: { kind: 'singleton', editText: 'Edit Footer Social Links' },
    hub: {
      spec: true,
      to: '/add-social-footer',
      title: 'Footer Social',
      hint: 'Facebook and Instagram links',
      icon: '☍',
    },
  },
  copyrights: {
    panel: { kind: 'singleton', editText: 'Edit Copyright' },
    hub: { spec: true, hint: 'The footer’s last line', icon: '©' },
  },
  siteSettings: {
    panel: { kind: 'singleton', editText: 'Edit Site Settings' },
    hub: { hint: 'Site name and description for search and link previews', icon: '⌕' },
  },
  designItems: {
    panel: {
      kind: 'collection',
      addTitle: 'Add Item',
      listTitle: 'Design Items',
      itemTitle: 'category',
      links: [],
    },
    hub: { title: 'Design Items', hint: 'Add item', icon: '✚' },
  },
} as const satisfies Record<keyof typeof CMS_SCREENS, BlockPanels>;
