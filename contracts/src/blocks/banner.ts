import { defineResource, link, longText, shortText } from '../catalogue-model';

export const banner = defineResource({
  key: 'banner',
  label: 'Banner',
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
    hub: { spec: true, hint: 'Hero heading, text, image and button', icon: '▣' },
  },
  site: { location: '/', pages: { landing: 10 } },
});
