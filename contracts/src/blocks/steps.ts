import { defineResource, longText, numberText, shortText, type DemoRecords } from '../catalogue-model';

export const steps = defineResource({
  key: 'steps',
  label: 'Steps',
  order: 80,
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

/** Demo records a fresh site starts with (the API's seed). */
export const stepsDemo: DemoRecords<typeof steps> = [
  {
    stepNumber: '01',
    stepTitle: 'Discovery call',
    stepDetails: 'We listen to your goals and agree what success looks like.',
  },
  {
    stepNumber: '02',
    stepTitle: 'Plan',
    stepDetails: 'A written plan with channels, timeline and budget.',
  },
  {
    stepNumber: '03',
    stepTitle: 'Create',
    stepDetails: 'Designs, copy and campaigns, reviewed with you at each step.',
  },
  {
    stepNumber: '04',
    stepTitle: 'Launch and learn',
    stepDetails: 'We go live, measure and improve every month.',
  },
];
