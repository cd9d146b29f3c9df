import type { ComponentType } from 'react';
import type { PublicPage } from '@agency/contracts/public-reads';
import { useContent } from '../content/use-content';
import { AboutSection } from './about-section';
import { CallToActionSection } from './call-to-action-section';
import { CountersSection } from './counters-section';
import { DesignGallerySection } from './design-gallery-section';
import { ExperienceSection } from './experience-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import { ProcessSection } from './process-section';
import { ServicesSection } from './services-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';
import { VideoSection } from './video-section';
import { WorkStepsSection } from './work-steps-section';

/** A section of a composed page: it reads its blocks itself, and may show them otherwise on each page. */
export type PageSection = ComponentType<{ page: PublicPage }>;

/**
 * The section that renders each block of the composed pages (the pages and the order come from each block's file
 * in contracts). A section showing two blocks (a heading and its items) is named by both and rendered once.
 */
export type SectionRegistry = Readonly<Record<string, PageSection>>;

const Hero: PageSection = () => <HeroSection banner={useContent('banner')} />;
const Services: PageSection = () => (
  <ServicesSection heading={useContent('serviceHeading')} items={useContent('serviceItems')} />
);
// The landing page lists the three points; the service page shows them as skill bars.
const About: PageSection = ({ page }) => (
  <AboutSection about={useContent('about')} variant={page === 'service' ? 'skills' : 'points'} />
);
const Counters: PageSection = () => <CountersSection counters={useContent('counters')} />;
const Pricing: PageSection = () => <PricingSection pricings={useContent('pricings')} variant="landing" />;
const Testimonials: PageSection = () => (
  <TestimonialsSection text={useContent('testimonialText')} testimonials={useContent('testimonials')} />
);
const Team: PageSection = () => (
  <TeamSection text={useContent('teamText')} members={useContent('teamItems')} />
);
const CallToAction: PageSection = () => <CallToActionSection action={useContent('actions')} />;
const Features: PageSection = () => (
  <FeaturesSection text={useContent('featuresText')} items={useContent('featureItems')} />
);
const WorkSteps: PageSection = () => <WorkStepsSection steps={useContent('workSteps')} />;
const Process: PageSection = () => <ProcessSection steps={useContent('steps')} />;
const Experience: PageSection = () => <ExperienceSection experience={useContent('experience')} />;
const Video: PageSection = () => (
  <VideoSection video={useContent('videoSection')} members={useContent('videoItems')} />
);
const DesignGallery: PageSection = () => <DesignGallerySection items={useContent('designItems')} />;
const Faq: PageSection = () => <FaqSection text={useContent('faqText')} items={useContent('faqItems')} />;

export const SECTIONS: SectionRegistry = {
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
  featuresText: Features,
  featureItems: Features,
  workSteps: WorkSteps,
  steps: Process,
  experience: Experience,
  videoSection: Video,
  videoItems: Video,
  designItems: DesignGallery,
  faqText: Faq,
  faqItems: Faq,
};
