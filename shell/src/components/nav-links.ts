import { paths } from '../config/paths';

/**
 * The site's destinations and their texts' ids (shell/src/messages), the same in the header, the mobile menu and the
 * footer. The destinations and what they are called, the same in the header, the mobile menu and the footer: the
 * landing page's sections, the service page and the pricing page, reachable from every route.
 */
export const sectionLinks = [
  { to: '/#service-sec', label: 'nav.services' },
  { to: '/#who-sec', label: 'nav.about' },
  { to: '/#testi-sec', label: 'nav.testimonials' },
  { to: paths.service, label: 'nav.whatWeDo' },
  { to: paths.pricing, label: 'nav.pricing' },
  { to: '/#contact-sec', label: 'nav.contact' },
] as const;

/** The home page first, then every section link: the mobile menu and the footer's quick links. */
export const siteLinks = [{ to: paths.home, label: 'nav.home' } as const, ...sectionLinks];
