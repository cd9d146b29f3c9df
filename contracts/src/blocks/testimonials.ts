import { defineResource, link, longText, shortText, type DemoRecords } from '../catalogue-model';

export const testimonials = defineResource({
  key: 'testimonials',
  label: 'Testimonials',
  order: 150,
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
    hub: { documented: true, to: '/edit-testimonial', hint: 'What clients say', icon: '❝' },
  },
  site: { location: '/#testi-sec', pages: { landing: 80 } },
});

/**
 * Demo records a fresh site starts with (the API's seed). Each call is marked pure, so the bundles that take the block
 * leave them out as they do a literal's.
 */
export const testimonialsDemo: DemoRecords<typeof testimonials> = [
  /*#__PURE__*/ person(
    'Sarah Collins',
    'Founder, Bloom Bakery',
    'Our online orders doubled in three months. The team is quick, friendly and always has a plan.',
    'sarah-collins',
  ),
  /*#__PURE__*/ person(
    'David Kim',
    'CEO, Northwind Apps',
    'They turned a messy brand into something we are proud of. Launch day was the smoothest we have had.',
    'david-kim',
  ),
  /*#__PURE__*/ person(
    'Elena Rossi',
    'Marketing Lead, Verde Travel',
    'Clear reports, honest advice and campaigns that actually pay for themselves.',
    'elena-rossi',
  ),
  /*#__PURE__*/ person(
    'James Okafor',
    'Owner, Okafor Fitness',
    'The Premium package pays for itself. Our class bookings are full every week.',
    'james-okafor',
  ),
];

function person(
  personName: string,
  personTitle: string,
  desc: string,
  slug: string,
): DemoRecords<typeof testimonials>[number] {
  return { personName, personTitle, desc, image: `/assets/demo/people/${slug}.svg` };
}
