import { defineResource, link, longText, shortText, type DemoRecords } from '../catalogue-model';

export const banner = defineResource({
  key: 'banner',
  label: 'Banner',
  order: 10,
  collection: 'banners',
  singleton: true,
  read: 'public',
  fields: {
    bannerHeading: shortText(),
    buttonTwoLink: shortText(),
    bannerDetails: longText(),
    bannerImage: link(),
    buttonOneText: shortText(),
    buttonOneLink: link(),
  },
  paths: { list: ['/banner'], one: ['/banner/{id}'], add: ['/add-banner'], update: ['/update-banner/{id}'] },
  alerts: { added: 'Banner is Updated', updated: 'Banner is Updated' },
  screens: {
    manage: '/edit-banner',
    title: 'Banner',
    edit: [{ path: '/banner/{id}', title: 'Edit Banner' }],
    panel: { kind: 'singleton', editText: 'Edit Banner' },
    hub: { documented: true, hint: 'Hero heading, text, image and button', icon: '▣' },
  },
  site: { location: '/', pages: { landing: 10 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const bannerDemo: DemoRecords<typeof banner> = [
  {
    buttonTwoLink: 'Creative digital agency',
    bannerHeading: 'We grow brands that people remember',
    bannerDetails:
      'Strategy, design and marketing under one roof. We plan, build and run campaigns that turn visitors into loyal customers.',
    bannerImage: '/assets/demo/banner.svg',
    buttonOneText: 'See our packages',
    buttonOneLink: '/pricing/',
  },
];
