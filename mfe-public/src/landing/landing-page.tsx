import { firstRecord, PageMeta, useSiteSettings } from '@agency/ui';
import { ContentPage } from '../components/content-page';
import { useContent } from '../content/use-content';
import { AboutSection } from '../sections/about-section';
import { CallToActionSection } from '../sections/call-to-action-section';
import { ContactSection } from '../sections/contact-section';
import { CountersSection } from '../sections/counters-section';
import { HeroSection } from '../sections/hero-section';
import { PricingSection } from '../sections/pricing-section';
import { ServicesSection } from '../sections/services-section';
import { TeamSection } from '../sections/team-section';
import { TestimonialsSection } from '../sections/testimonials-section';
import { visiblePackages } from '../sections/pricing-rules';
import { organizationData, packageData } from '../seo/structured-data';

/**
 * The landing page's documented order (banner, services, about, counters, pricing, testimonials, call to action,
 * contact form) with the team carousel before the call to action (docs/product.md#landing-page). Each block shows
 * a skeleton of its own size until its content arrives, and disappears if it has none.
 */
export default function LandingPage() {
  const banner = useContent('banner');
  const serviceHeading = useContent('serviceHeading');
  const serviceItems = useContent('serviceItems');
  const about = useContent('about');
  const counters = useContent('counters');
  const pricings = useContent('pricings');
  const testimonialText = useContent('testimonialText');
  const testimonials = useContent('testimonials');
  const teamText = useContent('teamText');
  const teamItems = useContent('teamItems');
  const actions = useContent('actions');
  const settings = useSiteSettings();
  const hero = firstRecord(banner.data);
  const queries = [
    banner,
    serviceHeading,
    serviceItems,
    about,
    counters,
    pricings,
    testimonialText,
    testimonials,
    teamText,
    teamItems,
    actions,
  ];

  return (
    <ContentPage name="landing" queries={queries} always={<ContactSection />}>
      <PageMeta
        title={hero?.bannerHeading}
        path="/"
        image={hero?.bannerImage}
        structuredData={[
          // The organization once its name is known; the packages as they load.
          ...(settings.siteName ? [organizationData(settings)] : []),
          ...visiblePackages(pricings.data ?? []).map((pkg) => packageData(pkg, settings)),
        ]}
      />
      <HeroSection banner={banner} />
      <ServicesSection heading={serviceHeading} items={serviceItems} />
      <AboutSection about={about} />
      <CountersSection counters={counters} />
      <PricingSection pricings={pricings} variant="landing" />
      <TestimonialsSection text={testimonialText} testimonials={testimonials} />
      <TeamSection text={teamText} members={teamItems} />
      <CallToActionSection action={actions} />
    </ContentPage>
  );
}
