import { defineResource, oneOf, optional, price, shortText, type DemoRecords } from '../catalogue-model';
import { PACKAGE_NAMES, PACKAGE_POINT_FIELDS } from '../packages';

export const pricings = defineResource({
  key: 'pricings',
  label: 'Pricing packages',
  order: 120,
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
    hub: { documented: true, to: '/add-pricing', hint: 'Basic, Standard and Premium', icon: '$' },
  },
  site: { location: '/#pricing-sec', pages: { landing: 60 } },
  unique: ['packageName'],
});

/** `Keys` when every one of them names a field of `Fields`; a compile error otherwise. */
type FieldsOf<Keys extends keyof Fields, Fields> = Keys;

/** Fails to compile if a point field of packages.ts is not a pricing field. */
type _PointFieldsArePricingFields = FieldsOf<(typeof PACKAGE_POINT_FIELDS)[number], typeof pricings.fields>;

/** The lines as the package's point fields, in display order. */
const points = (...lines: string[]) =>
  Object.fromEntries(lines.map((line, index) => [PACKAGE_POINT_FIELDS[index], line])) as {
    packagePointOne: string;
    packagePointTwo: string;
    packagePointThree: string;
  };

/**
 * Demo records a fresh site starts with (the API's seed). Each call is marked pure, so the bundles that take the block
 * leave them out as they do a literal's.
 */
export const pricingsDemo: DemoRecords<typeof pricings> = [
  {
    packageName: 'Basic',
    packagePrice: '19.99',
    packageButtonText: 'Order Basic',
    .../*#__PURE__*/ points(
      'Brand audit',
      '4 social posts a month',
      '1 platform managed',
      'Monthly report',
      'Email support',
      'Content calendar',
      'Basic SEO check',
      'Logo refresh',
      'Stock photography',
      'Cancel any time',
    ),
  },
  {
    packageName: 'Standard',
    packagePrice: '49.99',
    packageButtonText: 'Order Standard',
    .../*#__PURE__*/ points(
      'Everything in Basic',
      '12 social posts a month',
      '2 platforms managed',
      'Landing page design',
      'Ad campaign setup',
      'Bi-weekly report',
      'Priority email support',
      'Keyword research',
      'Two short videos a month',
      'Quarterly strategy call',
    ),
  },
  {
    packageName: 'Premium',
    packagePrice: '99.99',
    packageButtonText: 'Order Premium',
    .../*#__PURE__*/ points(
      'Everything in Standard',
      'Daily social posts',
      '3 platforms managed',
      'Full website design',
      'Managed ad budget',
      'Weekly report',
      'Dedicated account manager',
      'Technical SEO',
      'Four videos a month',
      'Monthly strategy workshop',
    ),
  },
];
