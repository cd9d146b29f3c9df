import { defineResource, longText, shortText, type DemoRecords } from '../catalogue-model';

export const faqText = defineResource({
  key: 'faqText',
  label: 'FAQ text',
  order: 160,
  collection: 'faqs',
  singleton: true,
  read: 'public',
  fields: { faqText: longText(), faqHeading: shortText() },
  paths: { list: ['/faq'], one: ['/faq/{id}'], add: ['/add-faq'], update: ['/faq/{id}'] },
  alerts: { added: 'FAQ is Updated', updated: 'FAQ Text is Updated' },
  screens: {
    manage: '/edit-faq',
    title: 'FAQ',
    edit: [
      { path: '/faqtext-edit/{id}', title: 'Edit FAQ Text' },
      { path: '/faq/{id}', title: 'Edit FAQ Text' },
    ],
    panel: { kind: 'singleton', heading: 'FAQ Text', editText: 'Edit FAQ Text' },
  },
  site: { location: '/service/#faq-sec', pages: { service: 130 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const faqTextDemo: DemoRecords<typeof faqText> = [
  { faqHeading: 'Frequently asked questions', faqText: 'Everything you need to know before you order.' },
];
