import { paths } from '../config/paths';

/** The landing page's sections and the pricing page, reachable from every route. */
export const sectionLinks = [
  { to: '/#service-sec', label: 'Services' },
  { to: '/#who-sec', label: 'About' },
  { to: '/#testi-sec', label: 'Testimonials' },
  { to: paths.pricing, label: 'Pricing' },
  { to: '/#contact-sec', label: 'Contact' },
];
