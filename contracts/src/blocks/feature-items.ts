import { defineResource, link, longText, shortText, type DemoRecords } from '../catalogue-model';

export const featureItems = defineResource({
  key: 'featureItems',
  label: 'Feature items',
  order: 190,
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

/**
 * Demo records a fresh site starts with (the API's seed). Each call is marked pure, so the bundles that take the block
 * leave them out as they do a literal's.
 */
export const featureItemsDemo: DemoRecords<typeof featureItems> = [
  /*#__PURE__*/ feature(
    'Senior team',
    'Every project is led by someone with at least eight years of experience.',
    'team',
  ),
  /*#__PURE__*/ feature('Transparent pricing', 'Fixed monthly prices with no hidden fees.', 'pricing'),
  /*#__PURE__*/ feature('Fast turnaround', 'Most requests are delivered within three working days.', 'speed'),
];

function feature(
  FeaturesText: string,
  FeaturesDesc: string,
  slug: string,
): DemoRecords<typeof featureItems>[number] {
  return {
    FeaturesText,
    FeaturesDesc,
    FeaturesImg: `/assets/demo/features/${slug}.svg`,
    FeaturesIcon: `/assets/demo/icons/${slug}.svg`,
  };
}
