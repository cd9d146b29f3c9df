import { defineResource, shortText, type DemoRecords } from '../catalogue-model';

export const copyrights = defineResource({
  key: 'copyrights',
  label: 'Copyright',
  order: 260,
  collection: 'copyrights',
  singleton: true,
  read: 'public',
  fields: { copyrightText: shortText() },
  paths: {
    list: ['/copyrights'],
    one: ['/copyrights/{id}'],
    add: ['/add-footer-copyright'],
    update: ['/copyrights/{id}'],
  },
  alerts: { added: 'Footer Copy Right Updated', updated: 'Footer Copy Right Updated' },
  screens: {
    manage: '/add-copyright',
    title: 'Copyright',
    edit: [{ path: '/edit-copyright/{id}', title: 'Edit Copyright' }],
    panel: { kind: 'singleton', editText: 'Edit Copyright' },
    hub: { documented: true, hint: 'The footer’s last line', icon: '©' },
  },
  site: { location: '/#site-footer' },
});

/** Demo records a fresh site starts with (the API's seed). */
export const copyrightsDemo: DemoRecords<typeof copyrights> = [
  { copyrightText: '© 2026 Agency. All rights reserved.' },
];
