import { defineResource, link, longText, shortText, type DemoRecords } from '../catalogue-model';

export const contacts = defineResource({
  key: 'contacts',
  label: 'Contact items',
  order: 220,
  collection: 'contacts',
  singleton: false,
  read: 'public',
  fields: { contactImg: link(), contactTitle: shortText(), contactDetails: longText() },
  paths: {
    list: ['/contacts'],
    one: ['/contacts/{id}'],
    add: ['/add-contact'],
    update: ['/contacts/{id}'],
    remove: ['/contacts/{id}'],
  },
  alerts: { added: 'Contcat Section is Updated', updated: 'Contcat Section is Updated' },
  screens: {
    manage: '/add-contact/',
    title: 'Contact Items',
    edit: [{ path: '/edit-contact-page/{id}', title: 'Edit Contact Item' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add Contact Item',
      listTitle: 'Contact Items',
      itemTitle: 'contactTitle',
    },
    hub: { hint: 'Contact page cards', icon: '✉' },
  },
  site: { location: '/#contact-sec' },
});

/** Demo records a fresh site starts with (the API's seed). */
export const contactsDemo: DemoRecords<typeof contacts> = [
  {
    contactImg: '/assets/demo/icons/phone.svg',
    contactTitle: 'Call us',
    contactDetails: '+1 (555) 010-2030',
  },
  {
    contactImg: '/assets/demo/icons/mail.svg',
    contactTitle: 'Email us',
    contactDetails: 'hello@agency.example',
  },
  {
    contactImg: '/assets/demo/icons/pin.svg',
    contactTitle: 'Visit us',
    contactDetails: '120 Market Street, Springfield',
  },
];
