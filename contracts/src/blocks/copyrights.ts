import { defineResource, shortText } from '../catalogue-model';

export const copyrights = defineResource({
  key: 'copyrights',
  label: 'Copyright',
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
    hub: { spec: true, hint: 'The footer’s last line', icon: '©' },
  },
  site: { location: '/#site-footer' },
});
