// Every content block, one file each: its fields and rules, documented paths and notices, CMS screens and panel
// texts, and where the public site shows it. This list is their order: the catalogue, the CMS pages and the hub cards
// follow it. A new block is one file here and its line below (docs/content-and-cms.md#the-catalogue).
import { banner } from './banner';
import { logo } from './logo';
import { about } from './about';
import { videoSection } from './video-section';
import { videoItems } from './video-items';
import { serviceHeading } from './service-heading';
import { serviceItems } from './service-items';
import { steps } from './steps';
import { workSteps } from './work-steps';
import { experience } from './experience';
import { counters } from './counters';
import { pricings } from './pricings';
import { actions } from './actions';
import { testimonialText } from './testimonial-text';
import { testimonials } from './testimonials';
import { faqText } from './faq-text';
import { faqItems } from './faq-items';
import { featuresText } from './features-text';
import { featureItems } from './feature-items';
import { teamText } from './team-text';
import { teamItems } from './team-items';
import { contacts } from './contacts';
import { footerAbout } from './footer-about';
import { footerAddress } from './footer-address';
import { footerSocial } from './footer-social';
import { copyrights } from './copyrights';
import { siteSettings } from './site-settings';
import { designItems } from './design-items';

export { DESIGN_FORMATS, DESIGN_PRICING } from './design-items';
export {
  banner,
  logo,
  about,
  videoSection,
  videoItems,
  serviceHeading,
  serviceItems,
  steps,
  workSteps,
  experience,
  counters,
  pricings,
  actions,
  testimonialText,
  testimonials,
  faqText,
  faqItems,
  featuresText,
  featureItems,
  teamText,
  teamItems,
  contacts,
  footerAbout,
  footerAddress,
  footerSocial,
  copyrights,
  siteSettings,
  designItems,
};

export const CONTENT_BLOCKS = [
  banner,
  logo,
  about,
  videoSection,
  videoItems,
  serviceHeading,
  serviceItems,
  steps,
  workSteps,
  experience,
  counters,
  pricings,
  actions,
  testimonialText,
  testimonials,
  faqText,
  faqItems,
  featuresText,
  featureItems,
  teamText,
  teamItems,
  contacts,
  footerAbout,
  footerAddress,
  footerSocial,
  copyrights,
  siteSettings,
  designItems,
] as const;
