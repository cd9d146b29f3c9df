import { PageMeta, useFormat, useSiteSettings, useTexts } from '@agency/ui';
import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';
import { PricingSection } from '../sections/pricing/pricing-section';
import { visiblePackages } from '../sections/pricing/pricing-rules';
import { packageData } from '../seo/structured-data';
import { publicMessages } from '../messages';

/** /pricing/: Basic, Standard and Premium with their order links (Premium with points one to eight). */
export default function PricingPage() {
  const t = useTexts(publicMessages);
  const { usd } = useFormat();
  const intro = t('pricingPage.intro');
  const pricings = useContent('pricings');
  const settings = useSiteSettings();
  const packages = visiblePackages(pricings.data ?? []);
  const prices = packages.map((pkg) => `${pkg.packageName} ${usd(pkg.packagePrice)}`).join(', ');
  return (
    <>
      <PageMeta
        title={t('pricingPage.title')}
        description={prices ? `${prices}. ${intro}` : intro}
        path="/pricing/"
        structuredData={packages.map((pkg) => packageData(pkg, settings))}
      />
      <PageBanner title={t('pricingPage.title')} intro={intro} />
      <ContentPage
        name="pricing"
        queries={[pricings]}
        empty={t('pricingPage.empty')}
        isEmpty={!packages.length}
      >
        <PricingSection pricings={pricings} variant="page" />
      </ContentPage>
    </>
  );
}
