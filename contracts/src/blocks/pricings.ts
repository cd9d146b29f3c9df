import { defineResource, oneOf, optional, price, shortText } from '../catalogue-model';
import { PACKAGE_NAMES, PACKAGE_POINT_FIELDS } from '../packages';

export const pricings = defineResource({
  key: 'pricings',
  label: 'Pricing packages',
  collection: 'pricings',
  singleton: false,
  read: 'public',
  fields: {
    packageName: oneOf(PACKAGE_NAMES),
    packagePrice: price(),
    packageButtonText: shortText(),
    packagePointOne: shortText(),
    packagePointTwo: shortText(),
    packagePointThree: shortText(),
    packagePointFour: optional(shortText()),
    packagePointFive: optional(shortText()),
    packagePointSix: optional(shortText()),
    packagePointSeven: optional(shortText()),
    packagePointEight: optional(shortText()),
    packagePointNine: optional(shortText()),
    packagePointTen: optional(shortText()),
  },
  paths: {
    list: ['/pricings'],
    one: ['/pricing/{id}'],
    add: ['/add-pricing'],
    update: ['/pricing/{id}'],
    remove: ['/pricing/{id}'],
  },
  alerts: { added: 'Pricing Is Updated', updated: 'Pricing Is Updated' },
  screens: {
    manage: '/add-pricing/',
    title: 'Pricing',
    edit: [{ path: '/package-edit/{id}', title: 'Edit Pricing' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add Package',
      listTitle: 'Packages',
      itemTitle: 'packageName',
      links: [{ text: 'Edit Pricing' }],
    },
    hub: { spec: true, to: '/add-pricing', hint: 'Basic, Standard and Premium', icon: '$' },
  },
  site: { location: '/#pricing-sec', pages: { landing: 60 } },
  unique: ['packageName'],
});

/** `Keys` when every one of them names a field of `Fields`; a compile error otherwise. */
type FieldsOf<Keys extends keyof Fields, Fields> = Keys;

/** Fails to compile if a point field of packages.ts is not a pricing field. */
type _PointFieldsArePricingFields = FieldsOf<(typeof PACKAGE_POINT_FIELDS)[number], typeof pricings.fields>;
