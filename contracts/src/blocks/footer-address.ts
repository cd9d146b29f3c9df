import { defineResource, email, numberText, shortText } from '../catalogue-model';

export const footerAddress = defineResource({
  key: 'footerAddress',
  label: 'Footer address',
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
    hub: { spec: true, to: '/add-address-footer', hint: 'Phone, location, e-mail', icon: '⌂' },
  },
  site: { location: '/#site-footer' },
});
