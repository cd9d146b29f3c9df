import { defineResource, link, oneOf, shortText } from '../catalogue-model';

export const DESIGN_FORMATS = ['Facebook', 'Instagram', 'Youtube'] as const;
export const DESIGN_PRICING = ['Paid', 'Free'] as const;

export const designItems = defineResource({
  key: 'designItems',
  label: 'Design items',
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
