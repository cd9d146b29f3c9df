import { defineResource, longText, shortText, type DemoRecords } from '../catalogue-model';

/**
 * Not in the product description: the site's name and description, which every page's title, meta description, link previews
 * and the organization's structured data are made from (docs/web-delivery.md#search-and-link-previews).
 */
export const siteSettings = defineResource({
  key: 'siteSettings',
  label: 'Site settings',
  order: 270,
  collection: 'sitesettings',
  singleton: true,
  read: 'public',
  fields: {
    siteName: { ...shortText(), maxLength: 60 },
    siteDescription: { ...longText(), maxLength: 300 },
  },
  paths: {
    list: ['/site-settings'],
    one: ['/site-settings/{id}'],
    add: ['/add-site-settings'],
    update: ['/site-settings/{id}'],
  },
  additions: ['list', 'one', 'add', 'update'],
  alerts: { added: 'Site Settings are Updated', updated: 'Site Settings are Updated' },
  screens: {
    manage: '/add-site-settings/',
    title: 'Site Settings',
    edit: [{ path: '/edit-site-settings/{id}', title: 'Edit Site Settings' }],
    panel: { kind: 'singleton', editText: 'Edit Site Settings' },
    hub: { hint: 'Site name and description for search and link previews', icon: '⌕' },
  },
  site: { location: '/' },
});

/** Demo records a fresh site starts with (the API's seed). */
export const siteSettingsDemo: DemoRecords<typeof siteSettings> = [
  {
    siteName: 'Agency',
    siteDescription:
      'A creative digital agency: brand strategy, design and marketing packages that turn visitors into loyal customers.',
  },
];
