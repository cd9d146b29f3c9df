/** The landing page's sections, reachable from every route. */
export const sectionLinks = [
  { to: '/#service-sec', label: 'Services' },
  { to: '/#who-sec', label: 'About' },
  { to: '/#testi-sec', label: 'Testimonials' },
  { to: '/#contact-sec', label: 'Contact' },
];
