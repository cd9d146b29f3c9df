import { defineResource, longText, shortText } from '../catalogue-model';

export const featuresText = defineResource({
  key: 'featuresText',
  label: 'Features text',
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
