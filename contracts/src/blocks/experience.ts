import { defineResource, longText, numberText, shortText, type DemoRecords } from '../catalogue-model';

export const experience = defineResource({
  key: 'experience',
  label: 'Experience',
  order: 100,
  collection: 'experiences',
  singleton: true,
  read: 'public',
  fields: {
    experienceText: shortText(),
    experienceHeading: shortText(),
    experienceDetails: longText(),
    skillOneText: shortText(),
    skillOneNumber: numberText(),
    skillTwoText: shortText(),
    skillTwoNumber: numberText(),
    skillThreeText: shortText(),
    skillThreeNumber: numberText(),
  },
  paths: {
    list: ['/experiences'],
    one: ['/experiences/{id}'],
    add: ['/add-experience'],
    update: ['/update-experiences/{id}'],
  },
  alerts: { added: 'Experience Section is Updated', updated: 'Experience Section is Updated' },
  screens: {
    manage: '/edit-experience/',
    title: 'Experience',
    edit: [{ path: '/edit-experience/{id}', title: 'Edit Experience' }],
    panel: { kind: 'singleton', editText: 'Edit Experience' },
    hub: { hint: 'Heading and three skills', icon: '★' },
  },
  site: { location: '/service/#experience-sec', pages: { service: 90 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const experienceDemo: DemoRecords<typeof experience> = [
  {
    experienceText: 'Our experience',
    experienceHeading: 'Ten years of helping brands grow',
    experienceDetails:
      'From local shops to international startups, we have planned and delivered more than a thousand campaigns.',
    skillOneText: 'Branding',
    skillOneNumber: '85',
    skillTwoText: 'Marketing',
    skillTwoNumber: '65',
    skillThreeText: 'Web design',
    skillThreeNumber: '79',
  },
];
