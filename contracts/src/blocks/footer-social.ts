import { defineResource, link, type DemoRecords } from '../catalogue-model';

export const footerSocial = defineResource({
  key: 'footerSocial',
  label: 'Footer social links',
  order: 250,
  collection: 'footersocials',
  singleton: true,
  read: 'public',
  fields: { fblink: link(), inslink: link() },
  paths: {
    list: ['/footer-social'],
    one: ['/footer-social/{id}'],
    add: ['/add-footer-social'],
    update: ['/footer-social/{id}'],
  },
  alerts: { added: 'Social Link is Updated', updated: 'Social Link is Updated' },
  screens: {
    manage: '/add-social-footer/',
    title: 'Footer Social Links',
    edit: [{ path: '/edit-social-footer/{id}', title: 'Edit Footer Social Links' }],
    panel: { kind: 'singleton', editText: 'Edit Footer Social Links' },
    hub: {
      documented: true,
      to: '/add-social-footer',
      title: 'Footer Social',
      hint: 'Facebook and Instagram links',
      icon: '☍',
    },
  },
  site: { location: '/#site-footer' },
});

/** Demo records a fresh site starts with (the API's seed). */
export const footerSocialDemo: DemoRecords<typeof footerSocial> = [
  { fblink: 'https://www.facebook.com/', inslink: 'https://www.instagram.com/' },
];
