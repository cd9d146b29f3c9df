import { defineResource, link, longText, optional, shortText, type DemoRecords } from '../catalogue-model';

export const serviceItems = defineResource({
  key: 'serviceItems',
  label: 'Service items',
  order: 70,
  collection: 'serviceitems',
  singleton: false,
  read: 'public',
  fields: {
    serviceIcon: link(),
    serviceTitle: shortText(),
    serviceDetails: longText(),
    serviceImg: optional(link()),
    serviceName: optional(shortText()),
  },
  paths: {
    list: ['/service-items'],
    one: ['/service-item/{id}'],
    add: ['/add-service-item'],
    update: ['/service-item/{id}'],
    remove: ['/service-item/{id}'],
  },
  alerts: { added: ' Item is Added', updated: ' Item is Updated' },
  screens: {
    manage: '/edit-service',
    title: 'Services',
    edit: [
      { path: '/service-edit/{id}', title: 'Edit Service' },
      { path: '/main-service-edit/{id}', title: 'Edit Main Service' },
    ],
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
    hub: { documented: true, hint: 'Service heading and items', icon: '✦' },
  },
  site: { location: '/#service-sec', pages: { landing: 30, service: 30 } },
  variants: {
    main: {
      label: 'Main service item',
      screen: '/main-service-edit/{id}',
      fields: ['serviceImg', 'serviceIcon', 'serviceName', 'serviceTitle', 'serviceDetails'],
      updated: 'Item is Updated',
    },
  },
});

/** Demo records a fresh site starts with (the API's seed). */
export const serviceItemsDemo: DemoRecords<typeof serviceItems> = [
  {
    serviceIcon: '/assets/demo/icons/branding.svg',
    serviceTitle: 'Branding',
    serviceDetails: 'Logos, colour, type and voice that work the same on a billboard and a phone screen.',
    serviceImg: '/assets/demo/services/branding.svg',
    serviceName: 'branding',
  },
  {
    serviceIcon: '/assets/demo/icons/social.svg',
    serviceTitle: 'Social media',
    serviceDetails:
      'Content calendars, posts and reels for Facebook, Instagram and YouTube, planned a month ahead.',
  },
  {
    serviceIcon: '/assets/demo/icons/web.svg',
    serviceTitle: 'Web design',
    serviceDetails: 'Fast, accessible websites and landing pages built to convert.',
  },
  {
    serviceIcon: '/assets/demo/icons/seo.svg',
    serviceTitle: 'SEO',
    serviceDetails:
      'Technical audits, content and links that lift you up the search results and keep you there.',
  },
  {
    serviceIcon: '/assets/demo/icons/ads.svg',
    serviceTitle: 'Paid advertising',
    serviceDetails: 'Search and social campaigns with clear budgets and weekly optimisation.',
  },
  {
    serviceIcon: '/assets/demo/icons/video.svg',
    serviceTitle: 'Video production',
    serviceDetails: 'Short videos and motion graphics that tell your story in under a minute.',
  },
];
