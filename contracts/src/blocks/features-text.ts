import { defineResource, longText, shortText, type DemoRecords } from '../catalogue-model';

export const featuresText = defineResource({
  key: 'featuresText',
  label: 'Features text',
  order: 180,
  collection: 'featurestexts',
  singleton: true,
  read: 'public',
  fields: { FeaturesText: longText(), FeaturesHeading: shortText() },
  paths: {
    list: ['/featurestext'],
    one: ['/featurestext/{id}'],
    add: ['/add-feature-text'],
    update: ['/featurestext/{id}'],
  },
  alerts: { added: 'Features Text is Updated', updated: 'Features Text is Updated' },
  screens: {
    manage: '/edit-services-features/',
    title: 'Features',
    edit: [{ path: '/featurestext-edit/{id}', title: 'Edit Features Text' }],
    panel: { kind: 'singleton', heading: 'Features Text', editText: 'Edit Features Text' },
  },
  site: { location: '/service/#features-sec', pages: { service: 40 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const featuresTextDemo: DemoRecords<typeof featuresText> = [
  {
    FeaturesHeading: 'Why choose us',
    FeaturesText: 'A senior team, plain-language reports and no long contracts.',
  },
];
