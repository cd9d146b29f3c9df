import { defineResource, longText, shortText, type DemoRecords } from '../catalogue-model';

export const footerAbout = defineResource({
  key: 'footerAbout',
  label: 'Footer about',
  order: 230,
  collection: 'footerabouts',
  singleton: true,
  read: 'public',
  fields: { aboutFooterText: shortText(), aboutFooterDetails: longText() },
  paths: {
    list: ['/footer-about'],
    one: ['/footer-about/{id}'],
    add: ['/add-footer-about'],
    update: ['/footer-about/{id}'],
  },
  alerts: { added: 'Footer About is Updated', updated: 'Footer is Updated' },
  screens: {
    manage: '/add-about-footer/',
    title: 'Footer About',
    edit: [{ path: '/edit-about-footer/{id}', title: 'Edit Footer About' }],
    panel: { kind: 'singleton', editText: 'Edit Footer About' },
    hub: { hint: 'The footer’s about text', icon: '¶' },
  },
  site: { location: '/#site-footer' },
});

/** Demo records a fresh site starts with (the API's seed). */
export const footerAboutDemo: DemoRecords<typeof footerAbout> = [
  {
    // The footer shows the logo just above: a tagline here, not the name again.
    aboutFooterText: 'Design, content and marketing that grow your business',
    aboutFooterDetails:
      'A creative digital agency helping brands grow through design, content and marketing.',
  },
];
