import { defineResource, shortText } from '../catalogue-model';

export const logo = defineResource({
  key: 'logo',
  label: 'Logo',
  collection: 'logos',
  singleton: true,
  read: 'public',
  fields: { logo: { ...shortText(), maxLength: 2048 } },
  paths: { list: ['/logo'], one: ['/logo/{id}'], add: ['/add-logo'], update: ['/logo/{id}'] },
  alerts: { added: 'Logo is Updated', updated: 'Logo is Updated' },
  screens: {
    manage: '/add-logo',
    title: 'Logo',
    edit: [{ path: '/edit-logo/{id}', title: 'Edit Logo' }],
    panel: { kind: 'singleton', editText: 'Please Edit Your Logo' },
    hub: { spec: true, hint: 'The site logo', icon: '◎' },
  },
  site: { location: '/' },
});
