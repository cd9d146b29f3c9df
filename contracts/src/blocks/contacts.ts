import { defineResource, link, longText, shortText } from '../catalogue-model';

export const contacts = defineResource({
  key: 'contacts',
  label: 'Contact items',
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
