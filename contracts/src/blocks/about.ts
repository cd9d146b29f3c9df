import { defineResource, link, longText, shortText } from '../catalogue-model';

export const about = defineResource({
  key: 'about',
  label: 'About',
  collection: 'abouts',
  singleton: true,
  read: 'public',
  fields: {
    aboutImg: link(),
    aboutText: shortText(),
    aboutHeading: shortText(),
    aboutPointOne: shortText(),
    aboutPointOneDetails: longText(),
    aboutPointTwo: shortText(),
    aboutPointTwoDetails: longText(),
    aboutPointThree: shortText(),
    aboutPointThreeDetails: longText(),
    buttonText: shortText(),
    buttonLink: link(),
  },
  paths: { list: ['/about'], one: ['/about-us/{id}'], add: ['/add-about'], update: ['/update-about/{id}'] },
  alerts: { added: 'About is Updated', updated: 'About is Updated' },
  screens: {
    manage: '/edit-about',
    title: 'About Section',
    edit: [{ path: '/{id}', title: 'Update About Section' }],
    panel: { kind: 'singleton', editText: 'Update About Section' },
    hub: { spec: true, title: 'About', hint: 'Why choose us', icon: 'ℹ' },
  },
  site: { location: '/#who-sec', pages: { landing: 40, service: 70 } },
});
