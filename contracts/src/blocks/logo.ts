import { defineResource, shortText, type DemoRecords } from '../catalogue-model';

export const logo = defineResource({
  key: 'logo',
  label: 'Logo',
  order: 20,
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
    hub: { documented: true, hint: 'The site logo', icon: '◎' },
  },
  site: { location: '/' },
});

/** Demo records a fresh site starts with (the API's seed). */
export const logoDemo: DemoRecords<typeof logo> = [{ logo: '/assets/demo/logo.svg' }];
