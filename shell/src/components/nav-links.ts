import { paths } from '../config/paths';

/**
 * The site's destinations and what they are called, the same in the header, the mobile menu and the footer: the
 * landing page's sections, the service page and the pricing page, reachable from every route.
 */
export const sectionLinks = [
  { to: '/#service-sec', label: 'Services' },
  { to: '/#who-sec', label: 'About' },
  { to: '/#testi-sec', label: 'Testimonials' },
  { to: paths.service, label: 'What We Do' },
  { to: paths.pricing, label: 'Pricing' },
  { to: '/#contact-sec', label: 'Contact' },
];

/** The home page first, then every section link: the mobile menu and the footer's quick links. */
export const siteLinks = [{ to: paths.home, label: 'Home' }, ...sectionLinks];
