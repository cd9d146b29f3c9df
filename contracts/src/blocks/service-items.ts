import { defineResource, link, longText, optional, shortText } from '../catalogue-model';

export const serviceItems = defineResource({
  key: 'serviceItems',
  label: 'Service items',
  collection: 'serviceitems',
  singleton: false,
  read: 'public',
  fields: {
    serviceIcon: link(),
    serviceTitle: shortText(),
    serviceDetails: longText(),
    serviceImg: optional(link()),
    serviceName: optional(shortText()),
  },
  paths: {
    list: ['/service-items'],
    one: ['/service-item/{id}'],
    add: ['/add-service-item'],
    update: ['/service-item/{id}'],
    remove: ['/service-item/{id}'],
  },
  alerts: { added: ' Item is Added', updated: ' Item is Updated' },
  screens: {
    manage: '/edit-service',
    title: 'Services',
    edit: [
      { path: '/service-edit/{id}', title: 'Edit Service' },
      { path: '/main-service-edit/{id}', title: 'Edit Main Service' },
    ],
    panel: {
      kind: 'collection',
      addTitle: 'Add Service Item',
      listTitle: 'Service Items',
      itemTitle: 'serviceTitle',
      links: [
        { text: 'Edit Services', to: '/service-edit/{id}' },
        { text: 'Edit as Main Service', to: '/main-service-edit/{id}' },
      ],
    },
    hub: { spec: true, hint: 'Service heading and items', icon: '✦' },
  },
  site: { location: '/#service-sec', pages: { landing: 30, service: 30 } },
  variants: {
    main: {
      label: 'Main service item',
      screen: '/main-service-edit/{id}',
      fields: ['serviceImg', 'serviceIcon', 'serviceName', 'serviceTitle', 'serviceDetails'],
      updated: 'Item is Updated',
    },
  },
});
