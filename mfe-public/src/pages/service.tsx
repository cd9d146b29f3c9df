import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';
import { AboutSection } from '../sections/about-section';
import { CallToActionSection } from '../sections/call-to-action-section';
import { CountersSection } from '../sections/counters-section';
import { ServicesSection } from '../sections/services-section';

/** /service/: counters, the services, about with its three skill bars, and the call to action. */
export default function ServicePage() {
  const counters = useContent('counters');
  const serviceHeading = useContent('serviceHeading');
  const serviceItems = useContent('serviceItems');
  const about = useContent('about');
  const actions = useContent('actions');
  return (
    <>
      <PageBanner
        title="Services"
        intro="Strategy, design and marketing from one team, measured every month."
      />
      <ContentPage
        name="service"
        queries={[counters, serviceHeading, serviceItems, about, actions]}
        empty="Our services are being updated. Please check back soon."
      >
        <CountersSection counters={counters} />
        <ServicesSection heading={serviceHeading} items={serviceItems} />
        <AboutSection about={about} variant="skills" />
        <CallToActionSection action={actions} />
      </ContentPage>
    </>
  );
}
