import { useContent } from '../content/use-content';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import {
  About,
  CallToAction,
  Counters,
  Services,
  type PageSection,
  type SectionRegistry,
} from './section-registry';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';

const Hero: PageSection = () => <HeroSection banner={useContent('banner')} />;
const Pricing: PageSection = () => <PricingSection pricings={useContent('pricings')} variant="landing" />;
const Testimonials: PageSection = () => (
  <TestimonialsSection text={useContent('testimonialText')} testimonials={useContent('testimonials')} />
);
const Team: PageSection = () => (
  <TeamSection text={useContent('teamText')} members={useContent('teamItems')} />
);

/** The landing page's sections, by the blocks they show. */
export const LANDING_SECTIONS: SectionRegistry = {
  banner: Hero,
  serviceHeading: Services,
  serviceItems: Services,
  about: About,
  counters: Counters,
  pricings: Pricing,
  testimonialText: Testimonials,
  testimonials: Testimonials,
  teamText: Team,
  teamItems: Team,
  actions: CallToAction,
};
