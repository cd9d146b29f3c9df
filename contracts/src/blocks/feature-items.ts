import { defineResource, link, longText, shortText } from '../catalogue-model';

export const featureItems = defineResource({
  key: 'featureItems',
  label: 'Feature items',
  collection: 'featureitems',
  singleton: false,
  read: 'public',
  fields: { FeaturesImg: link(), FeaturesIcon: link(), FeaturesText: shortText(), FeaturesDesc: longText() },
  paths: {
    list: ['/featureitems'],
    one: ['/featureitems/{id}'],
    add: ['/add-feature-Item'],
    update: ['/update-featureitems/{id}'],
    remove: ['/featureitems/{id}'],
  },
  alerts: { added: 'Feature Items Section is Updated', updated: 'Feature Items Section is Updated' },
  screens: {
    manage: '/edit-services-features/',
    title: 'Features',
    edit: [{ path: '/edit-feature-items/{id}/', title: 'Edit Feature Item' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add Feature Item',
      listTitle: 'Feature Items',
      itemTitle: 'FeaturesText',
      links: [{ text: 'Edit' }],
    },
    hub: { hint: 'Service page features', icon: '◆' },
  },
  site: { location: '/service/#features-sec', pages: { service: 50 } },
});
