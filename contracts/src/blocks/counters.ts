import { defineResource, numberText, shortText } from '../catalogue-model';

export const counters = defineResource({
  key: 'counters',
  label: 'Counters',
  collection: 'counters',
  singleton: true,
  read: 'public',
  fields: {
    happyClientsNumber: numberText(),
    happyClientsText: shortText(),
    projectCompleteNumber: numberText(),
    projectCompleteText: shortText(),
    yearofExperienceNumber: numberText(),
    yearofExperienceText: shortText(),
    winingAwardNumber: numberText(),
    winingAwardText: shortText(),
  },
  paths: {
    list: ['/counters'],
    one: ['/counters/{id}'],
    add: ['/add-counter'],
    update: ['/update-counters/{id}'],
  },
  alerts: { added: 'Counter is Updated', updated: 'Counters is Updated' },
  screens: {
    manage: '/edit-counter',
    title: 'Counters',
    edit: [{ path: '/counters/{id}', title: 'Edit Counters' }],
    panel: { kind: 'singleton', editText: 'Edit Counters' },
    hub: { spec: true, hint: 'Clients, projects, years, awards', icon: '#' },
  },
  site: { location: '/', pages: { landing: 50, service: 10 } },
});
