import { defineResource, link, longText, optional, shortText, type DemoRecords } from '../catalogue-model';

export const actions = defineResource({
  key: 'actions',
  label: 'Call to action',
  order: 130,
  collection: 'actions',
  singleton: true,
  read: 'public',
  // The admin form edits the heading and sub-heading; the button is read by the public page only.
  fields: {
    heading: shortText(),
    subHeading: longText(),
    buttonText: optional(shortText()),
    buttonLink: optional(link()),
  },
  paths: {
    list: ['/actions'],
    one: ['/actions/{id}'],
    add: ['/add-action'],
    update: ['/update-actions/{id}'],
  },
  alerts: { added: 'Action is Updated', updated: 'Action is Updated' },
  screens: {
    manage: '/update-calltoaction',
    title: 'Call to Action',
    edit: [{ path: '/edit-call/{id}', title: 'Edit Call to Action' }],
    panel: { kind: 'singleton', editText: 'Edit Call to Action' },
    hub: { documented: true, hint: 'The closing banner', icon: '➜' },
  },
  site: { location: '/', pages: { landing: 110, service: 150 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const actionsDemo: DemoRecords<typeof actions> = [
  {
    heading: 'Ready to grow your brand?',
    subHeading: 'Tell us about your project and get a free plan within two working days.',
    buttonText: 'Get started',
    buttonLink: '/pricing/',
  },
];
