import { defineResource, longText, shortText } from '../catalogue-model';

export const serviceHeading = defineResource({
  key: 'serviceHeading',
  label: 'Service heading',
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
