import { defineResource, link, longText, shortText } from '../catalogue-model';

export const testimonials = defineResource({
  key: 'testimonials',
  label: 'Testimonials',
  collection: 'testimonials',
  singleton: false,
  read: 'public',
  fields: { image: link(), personName: shortText(), personTitle: shortText(), desc: longText() },
  paths: {
    list: ['/testimonials'],
    one: ['/testimonial/{id}'],
    add: ['/add-testimonial'],
    update: ['/testimonial/{id}'],
    remove: ['/testimonial/{id}'],
  },
  alerts: { added: 'Testimonial is Added', updated: 'Testimonial is Updated' },
  screens: {
    manage: '/edit-testimonial/',
    title: 'Testimonials',
    edit: [{ path: '/edit-testimonial/{id}/', title: 'Edit Testimonial' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add Testimonial',
      listTitle: 'Testimonials',
      itemTitle: 'personName',
    },
    hub: { spec: true, to: '/edit-testimonial', hint: 'What clients say', icon: '❝' },
  },
  site: { location: '/#testi-sec', pages: { landing: 80 } },
});
