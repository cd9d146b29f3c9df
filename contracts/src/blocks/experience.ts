import { defineResource, longText, numberText, shortText } from '../catalogue-model';

export const experience = defineResource({
  key: 'experience',
  label: 'Experience',
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
