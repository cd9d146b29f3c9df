import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';
import { PricingSection } from '../sections/pricing-section';
import { visiblePackages } from '../sections/pricing-rules';

/** /pricing/: Basic, Standard and Premium with their order links (Premium with points one to eight). */
export default function PricingPage() {
  const pricings = useContent('pricings');
  return (
    <>
      <PageBanner
        title="Pricing"
        intro="Three packages for every stage of your business. Pay monthly, cancel any time."
      />
      <ContentPage
        name="pricing"
        queries={[pricings]}
        empty="No packages are on offer right now. Please check back soon."
        isEmpty={!visiblePackages(pricings.data ?? []).length}
      >
        <PricingSection pricings={pricings} variant="page" />
      </ContentPage>
    </>
  );
}
