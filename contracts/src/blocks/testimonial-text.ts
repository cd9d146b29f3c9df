import { defineResource, shortText, type DemoRecords } from '../catalogue-model';

export const testimonialText = defineResource({
  key: 'testimonialText',
  label: 'Testimonial text',
  order: 140,
  collection: 'testimonialtexts',
  singleton: true,
  read: 'public',
  fields: { testimonialText: shortText(), testimonialHeading: shortText() },
  paths: {
    list: ['/testimonialtext'],
    one: ['/testimonialtext/{id}'],
    add: ['/add-testimonial-text'],
    update: ['/testimonialtext/{id}'],
  },
  alerts: { added: 'Testimonial Text is Updated', updated: 'Testimonial Text is Updated' },
  screens: {
    manage: '/edit-testimonial/',
    title: 'Testimonials',
    edit: [{ path: '/testimonialtext-edit/{id}', title: 'Edit Testimonial Text' }],
    panel: { kind: 'singleton', heading: 'Testimonial Text', editText: 'Edit Testimonial Text' },
  },
  site: { location: '/#testi-sec', pages: { landing: 70 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const testimonialTextDemo: DemoRecords<typeof testimonialText> = [
  { testimonialText: 'Testimonials', testimonialHeading: 'What our clients say' },
];
