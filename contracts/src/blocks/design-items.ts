import { defineResource, link, oneOf, shortText, type DemoRecords } from '../catalogue-model';

export const DESIGN_FORMATS = ['Facebook', 'Instagram', 'Youtube'] as const;
export const DESIGN_PRICING = ['Paid', 'Free'] as const;

export const designItems = defineResource({
  key: 'designItems',
  label: 'Design items',
  order: 280,
  collection: 'designitems',
  singleton: false,
  read: 'public',
  fields: {
    format: oneOf(DESIGN_FORMATS),
    canvaLink: link(),
    imageLink: link(),
    category: shortText(),
    freeOrPaid: oneOf(DESIGN_PRICING),
  },
  withheld: { fields: ['canvaLink'], where: { freeOrPaid: 'Paid' } },
  paths: {
    list: ['/design-items'],
    one: ['/design-items/{id}'],
    add: ['/add-item'],
    update: ['/design-items/{id}'],
    remove: ['/design-items/{id}'],
  },
  additions: ['list', 'one', 'update'],
  alerts: { added: 'Item is Added', updated: 'Item is Updated' },
  screens: {
    manage: '/add-item',
    title: 'Update Banner',
    edit: [],
    panel: {
      kind: 'collection',
      addTitle: 'Add Item',
      listTitle: 'Design Items',
      itemTitle: 'category',
      links: [],
    },
    hub: { title: 'Design Items', hint: 'Add item', icon: '✚' },
  },
  site: { location: '/service/#designs-sec', pages: { service: 120 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const designItemsDemo: DemoRecords<typeof designItems> = [
  {
    format: 'Instagram',
    canvaLink: 'https://www.canva.com/templates/',
    imageLink: '/assets/demo/designs/instagram-post.svg',
    category: 'Social post',
    freeOrPaid: 'Free',
  },
  {
    format: 'Facebook',
    canvaLink: 'https://www.canva.com/templates/',
    imageLink: '/assets/demo/designs/facebook-cover.svg',
    category: 'Cover',
    freeOrPaid: 'Paid',
  },
  {
    format: 'Youtube',
    canvaLink: 'https://www.canva.com/templates/',
    imageLink: '/assets/demo/designs/youtube-thumbnail.svg',
    category: 'Thumbnail',
    freeOrPaid: 'Paid',
  },
];
