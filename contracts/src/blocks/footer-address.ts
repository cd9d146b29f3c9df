import { defineResource, email, numberText, shortText, type DemoRecords } from '../catalogue-model';

export const footerAddress = defineResource({
  key: 'footerAddress',
  label: 'Footer address',
  order: 240,
  collection: 'footeraddresses',
  singleton: true,
  read: 'public',
  fields: { Location: shortText(), Phone: { ...numberText(), maxLength: 40 }, footerEmail: email() },
  paths: {
    list: ['/footer-address'],
    one: ['/footer-address/{id}'],
    add: ['/add-footer-address'],
    update: ['/footer-address/{id}'],
  },
  alerts: { added: 'Footer Address is Updated', updated: 'Footer Address is Updated' },
  screens: {
    manage: '/add-address-footer/',
    title: 'Footer Address',
    edit: [{ path: '/edit-address-footer/{id}', title: 'Edit Footer Address' }],
    panel: { kind: 'singleton', editText: 'Edit Footer Address' },
    hub: { documented: true, to: '/add-address-footer', hint: 'Phone, location, e-mail', icon: '⌂' },
  },
  site: { location: '/#site-footer' },
});

/** Demo records a fresh site starts with (the API's seed). */
export const footerAddressDemo: DemoRecords<typeof footerAddress> = [
  {
    Location: '120 Market Street, Springfield',
    Phone: '+1 (555) 010-2030',
    footerEmail: 'hello@agency.example',
  },
];
