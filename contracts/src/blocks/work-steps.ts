import { defineResource, link, longText, numberText, shortText, type DemoRecords } from '../catalogue-model';

export const workSteps = defineResource({
  key: 'workSteps',
  label: 'Work section steps',
  order: 90,
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

/**
 * Demo records a fresh site starts with (the API's seed). Each call is marked pure, so the bundles that take the block
 * leave them out as they do a literal's.
 */
export const workStepsDemo: DemoRecords<typeof workSteps> = [
  /*#__PURE__*/ work(
    '01',
    'Research',
    'We study your market, your competitors and your customers.',
    'research',
  ),
  /*#__PURE__*/ work(
    '02',
    'Strategy',
    'We choose the channels and messages that will move the numbers.',
    'strategy',
  ),
  /*#__PURE__*/ work('03', 'Design', 'We create the visuals and copy for every touchpoint.', 'design'),
  /*#__PURE__*/ work('04', 'Growth', 'We launch, track and optimise until the results show.', 'growth'),
];

function work(
  stepNumber: string,
  stepTitle: string,
  stepDetails: string,
  icon: string,
): DemoRecords<typeof workSteps>[number] {
  return { stepNumber, stepTitle, stepDetails, stapIcon: `/assets/demo/icons/${icon}.svg` };
}
