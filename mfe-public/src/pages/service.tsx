import { firstRecord, PageMeta } from '@agency/ui';
import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';
import { AboutSection } from '../sections/about-section';
import { CallToActionSection } from '../sections/call-to-action-section';
import { CountersSection } from '../sections/counters-section';
import { DesignGallerySection } from '../sections/design-gallery-section';
import { ExperienceSection } from '../sections/experience-section';
import { FaqSection } from '../sections/faq-section';
import { FeaturesSection } from '../sections/features-section';
import { ProcessSection } from '../sections/process-section';
import { ServicesSection } from '../sections/services-section';
import { VideoSection } from '../sections/video-section';
import { WorkStepsSection } from '../sections/work-steps-section';

/**
 * /service/: the documented counters, services, about with its three skill bars and call to action, in that order,
 * with the blocks that have no other page placed between them as an agency's services page shows them:
 * why choose us and how we work after the services, the process and experience after about, then the video
 * with its team, the design gallery and the FAQ before the call to action.
 */
export default function ServicePage() {
  const counters = useContent('counters');
  const serviceHeading = useContent('serviceHeading');
  const serviceItems = useContent('serviceItems');
  const featuresText = useContent('featuresText');
  const featureItems = useContent('featureItems');
  const workSteps = useContent('workSteps');
  const about = useContent('about');
  const steps = useContent('steps');
  const experience = useContent('experience');
  const video = useContent('videoSection');
  const videoMembers = useContent('videoItems');
  const designs = useContent('designItems');
  const faqText = useContent('faqText');
  const faqItems = useContent('faqItems');
  const actions = useContent('actions');
  const queries = [
    counters,
    serviceHeading,
    serviceItems,
    featuresText,
    featureItems,
    workSteps,
    about,
    steps,
    experience,
    video,
    videoMembers,
    designs,
    faqText,
    faqItems,
    actions,
  ];
  const heading = firstRecord(serviceHeading.data);
  return (
    <>
      <PageMeta
        title={heading?.serviceHeading ?? 'Services'}
        description={heading?.servicesubHeading}
        path="/service/"
        image={firstRecord(video.data)?.imageLink}
      />
      <PageBanner
        title="Services"
        intro="Strategy, design and marketing from one team, measured every month."
      />
      <ContentPage
        name="service"
        queries={queries}
        empty="Our services are being updated. Please check back soon."
      >
        <CountersSection counters={counters} />
        <ServicesSection heading={serviceHeading} items={serviceItems} />
        <FeaturesSection text={featuresText} items={featureItems} />
        <WorkStepsSection steps={workSteps} />
        <AboutSection about={about} variant="skills" />
        <ProcessSection steps={steps} />
        <ExperienceSection experience={experience} />
        <VideoSection video={video} members={videoMembers} />
        <DesignGallerySection items={designs} />
        <FaqSection text={faqText} items={faqItems} />
        <CallToActionSection action={actions} />
      </ContentPage>
    </>
  );
}
