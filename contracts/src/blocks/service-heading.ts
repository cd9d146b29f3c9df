import { defineResource, longText, shortText, type DemoRecords } from '../catalogue-model';

export const serviceHeading = defineResource({
  key: 'serviceHeading',
  label: 'Service heading',
  order: 60,
  collection: 'services',
  singleton: true,
  read: 'public',
  fields: { serviceHeading: shortText(), servicesubHeading: longText() },
  paths: { list: ['/service'], one: ['/service/{id}'], add: ['/add-Service'], update: ['/service/{id}'] },
  alerts: { added: ' Service is Updated', updated: 'Service Text is Updated' },
  screens: {
    manage: '/edit-service',
    title: 'Services',
    edit: [{ path: '/servicetext-edit/{id}', title: 'Edit Service Heading' }],
    panel: { kind: 'singleton', heading: 'Service Heading', editText: 'Edit Service Heading' },
  },
  site: { location: '/#service-sec', pages: { landing: 20, service: 20 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const serviceHeadingDemo: DemoRecords<typeof serviceHeading> = [
  {
    serviceHeading: 'What we do',
    servicesubHeading: 'Everything a growing brand needs to be found, chosen and remembered.',
  },
];
