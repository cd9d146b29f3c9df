import { defineResource, link, longText, shortText, type DemoRecords } from '../catalogue-model';

export const about = defineResource({
  key: 'about',
  label: 'About',
  order: 30,
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
    hub: { documented: true, title: 'About', hint: 'Why choose us', icon: 'ℹ' },
  },
  site: { location: '/#who-sec', pages: { landing: 40, service: 70 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const aboutDemo: DemoRecords<typeof about> = [
  {
    aboutImg: '/assets/demo/about.svg',
    aboutText: 'About us',
    aboutHeading: 'A small team with a big toolbox',
    aboutPointOne: 'Strategy first',
    aboutPointOneDetails: 'Every project starts with your goals, your audience and a plan we can measure.',
    aboutPointTwo: 'Design that sells',
    aboutPointTwoDetails: 'Clear, accessible designs that guide visitors to the action that matters.',
    aboutPointThree: 'Results you can see',
    aboutPointThreeDetails: 'Monthly reports in plain language, with the numbers behind every decision.',
    buttonText: 'Talk to us',
    buttonLink: '#contact-sec',
  },
];
