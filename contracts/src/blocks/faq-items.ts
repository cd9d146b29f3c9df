import { defineResource, longText, shortText, type DemoRecords } from '../catalogue-model';

export const faqItems = defineResource({
  key: 'faqItems',
  label: 'FAQ items',
  order: 170,
  collection: 'faqitems',
  singleton: false,
  read: 'public',
  fields: { accodingTitle: shortText(), accodingText: longText() },
  paths: {
    list: ['/faq-items'],
    one: ['/faq-item/{id}'],
    add: ['/add-faq-item'],
    update: ['/faq-item/{id}'],
    remove: ['/faq-item/{id}'],
  },
  alerts: { added: 'FAQ Item is Added', updated: 'FAQ Item is Updated' },
  screens: {
    manage: '/edit-faq',
    title: 'FAQ',
    edit: [{ path: '/faq-edit/{id}', title: 'Edit FAQ' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add FAQ Item',
      listTitle: 'FAQ Items',
      itemTitle: 'accodingTitle',
      links: [{ text: 'Edit' }],
    },
    hub: { hint: 'Questions and answers', icon: '?' },
  },
  site: { location: '/service/#faq-sec', pages: { service: 140 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const faqItemsDemo: DemoRecords<typeof faqItems> = [
  {
    accodingTitle: 'How do I order a package?',
    accodingText: 'Choose a package on the pricing page, sign in and pay securely with PayPal.',
  },
  {
    accodingTitle: 'Can I change my package later?',
    accodingText: 'Yes. Write to us and we will move you to another package from the next month.',
  },
  {
    accodingTitle: 'How soon do you start?',
    accodingText: 'We schedule the discovery call within two working days of your order.',
  },
  {
    accodingTitle: 'Do you work with small businesses?',
    accodingText: 'Most of our clients are small and growing businesses; the Basic package is made for them.',
  },
];
