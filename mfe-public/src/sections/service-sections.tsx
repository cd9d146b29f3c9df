import { useContent } from '../content/use-content';
import { DesignGallerySection } from './design-gallery-section';
import { ExperienceSection } from './experience-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { ProcessSection } from './process-section';
import {
  About,
  CallToAction,
  Counters,
  Services,
  type PageSection,
  type SectionRegistry,
} from './section-registry';
import { VideoSection } from './video-section';
import { WorkStepsSection } from './work-steps-section';

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

/** The service page's sections, by the blocks they show. */
export const SERVICE_SECTIONS: SectionRegistry = {
  counters: Counters,
  serviceHeading: Services,
  serviceItems: Services,
  featuresText: Features,
  featureItems: Features,
  workSteps: WorkSteps,
  about: About,
  steps: Process,
  experience: Experience,
  videoSection: Video,
  videoItems: Video,
  designItems: DesignGallery,
  faqText: Faq,
  faqItems: Faq,
  actions: CallToAction,
};
