import { defineResource, longText, numberText, shortText } from '../catalogue-model';

export const steps = defineResource({
  key: 'steps',
  label: 'Steps',
  collection: 'steps',
  singleton: false,
  read: 'public',
  fields: { stepTitle: shortText(), stepDetails: longText(), stepNumber: numberText() },
  paths: {
    list: ['/steps'],
    one: ['/step-item/{id}'],
    add: ['/add-step'],
    update: ['/step-item/{id}'],
    remove: ['/step-item/{id}'],
  },
  alerts: { added: 'Step Section is Updated', updated: 'Step Section is Updated' },
  screens: {
    manage: '/step-section',
    title: 'Steps',
    edit: [{ path: '/edit-step/{id}', title: 'Edit Step' }],
    panel: { kind: 'collection', addTitle: 'Add Step', listTitle: 'Upcoming Events', itemTitle: 'stepTitle' },
    hub: { hint: 'Upcoming events', icon: '☰' },
  },
  site: { location: '/service/#process-sec', pages: { service: 80 } },
});
