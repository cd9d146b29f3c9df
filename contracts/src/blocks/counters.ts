import { defineResource, numberText, shortText, type DemoRecords } from '../catalogue-model';

export const counters = defineResource({
  key: 'counters',
  label: 'Counters',
  order: 110,
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
    hub: { documented: true, hint: 'Clients, projects, years, awards', icon: '#' },
  },
  site: { location: '/', pages: { landing: 50, service: 10 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const countersDemo: DemoRecords<typeof counters> = [
  {
    happyClientsNumber: '250',
    happyClientsText: 'Happy clients',
    projectCompleteNumber: '1200',
    projectCompleteText: 'Projects completed',
    yearofExperienceNumber: '10',
    yearofExperienceText: 'Years of experience',
    winingAwardNumber: '18',
    winingAwardText: 'Awards won',
  },
];
