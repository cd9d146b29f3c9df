import { defineResource, longText, shortText } from '../catalogue-model';

export const faqItems = defineResource({
  key: 'faqItems',
  label: 'FAQ items',
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
