import { formatUsd, PageMeta, useSiteSettings } from '@agency/ui';
import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';
import { PricingSection } from '../sections/pricing/pricing-section';
import { visiblePackages } from '../sections/pricing/pricing-rules';
import { packageData } from '../seo/structured-data';

const INTRO = 'Three packages for every stage of your business. Pay monthly, cancel any time.';

/** /pricing/: Basic, Standard and Premium with their order links (Premium with points one to eight). */
export default function PricingPage() {
  const pricings = useContent('pricings');
  const settings = useSiteSettings();
  const packages = visiblePackages(pricings.data ?? []);
  const prices = packages.map((pkg) => `${pkg.packageName} ${formatUsd(pkg.packagePrice)}`).join(', ');
  return (
    <>
      <PageMeta
        title="Pricing"
        description={prices ? `${prices}. ${INTRO}` : INTRO}
        path="/pricing/"
        structuredData={packages.map((pkg) => packageData(pkg, settings))}
      />
      <PageBanner title="Pricing" intro={INTRO} />
      <ContentPage
        name="pricing"
        queries={[pricings]}
        empty="No packages are on offer right now. Please check back soon."
        isEmpty={!packages.length}
      >
        <PricingSection pricings={pricings} variant="page" />
      </ContentPage>
    </>
  );
}
