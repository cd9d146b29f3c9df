import { defineResource, link, longText, numberText, shortText } from '../catalogue-model';

export const workSteps = defineResource({
  key: 'workSteps',
  label: 'Work section steps',
  collection: 'worksecs',
  singleton: false,
  read: 'public',
  fields: { stepNumber: numberText(), stepTitle: shortText(), stepDetails: longText(), stapIcon: link() },
  paths: {
    list: ['/worksec'],
    one: ['/worksec/{id}'],
    add: ['/add-worksec'],
    update: ['/update-worksec/{id}'],
    remove: ['/worksec/{id}'],
  },
  alerts: { added: 'Work Step is Updated', updated: 'Work Section is Updated' },
  screens: {
    manage: '/edit-work',
    title: 'Work Section',
    edit: [{ path: '/edit-work/{id}', title: 'Edit Work Step' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add Work Step',
      listTitle: 'Work Steps',
      itemTitle: 'stepTitle',
      links: [{ text: 'Edit' }],
    },
    hub: { hint: 'Steps 01 to 04', icon: '⚙' },
  },
  site: { location: '/service/#work-sec', pages: { service: 60 } },
});
