import { useEffect } from 'react';
import { Button, Notice, Skeleton, useLocation } from '@agency/ui';
import { AboutSection } from '../landing/about-section';
import { CallToActionSection } from '../landing/call-to-action-section';
import { ContactSection } from '../landing/contact-section';
import { CountersSection } from '../landing/counters-section';
import { HeroSection } from '../landing/hero-section';
import { PricingSection } from '../landing/pricing-section';
import { ServicesSection } from '../landing/services-section';
import { TestimonialsSection } from '../landing/testimonials-section';
import { useLandingContent } from '../landing/use-landing-content';

export default function LandingPage() {
  const content = useLandingContent();
  const { hash } = useLocation();

  useEffect(() => {
    // Header anchors (/#service-sec …) point into sections that exist only once the content has arrived.
    if (!content.loading && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [content.loading, hash]);

  if (content.loading) {
    return (
      <div className="ui-container remote-state">
        <Skeleton lines={8} label="Loading the page…" />
      </div>
    );
  }
  return (
    <>
      {content.failed ? (
        <div className="ui-container remote-state">
          <Notice tone="error">The page content could not be loaded. Please try again.</Notice>
          <Button variant="secondary" onClick={content.reload}>
            Retry
          </Button>
        </div>
      ) : null}
      {content.banner ? <HeroSection banner={content.banner} /> : null}
      {content.service || content.serviceItems.length ? (
        <ServicesSection heading={content.service} items={content.serviceItems} />
      ) : null}
      {content.about ? <AboutSection about={content.about} /> : null}
      {content.counters ? <CountersSection counters={content.counters} /> : null}
      <PricingSection pricings={content.pricings} />
      {content.testimonials.length ? (
        <TestimonialsSection text={content.testimonialText} testimonials={content.testimonials} />
      ) : null}
      {content.action ? <CallToActionSection action={content.action} /> : null}
      <ContactSection />
    </>
  );
}
