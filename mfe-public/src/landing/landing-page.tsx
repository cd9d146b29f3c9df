import { firstRecord, PageMeta, useContentLocale, useSiteSettings } from '@agency/ui';
import { LANDING_BLOCKS } from '@agency/contracts/public-reads';
import { ContentPage } from '../components/content-page';
import { useContent } from '../content/use-content';
import { ContactSection } from '../contact/contact-section';
import { pageBlocks, PageSections, useBlockReads, type ComposedPageProps } from '../sections/page-sections';
import { LANDING_SECTIONS } from '../sections/landing-sections';
import { visiblePackages } from '../sections/pricing/pricing-rules';
import { organizationData, packageData } from '../seo/structured-data';

/**
 * The landing page's documented order (banner, services, about, counters, pricing, testimonials, call to action,
 * contact form) with the team carousel before the call to action (docs/product.md#landing-page): the blocks whose
 * files place them on the landing page, each shown by its section. Each block shows a skeleton of its own size until
 * its content arrives, and disappears if it has none.
 */
export default function LandingPage({ blocks: given, sections = LANDING_SECTIONS }: ComposedPageProps) {
  const locale = useContentLocale();
  const blocks = given ?? pageBlocks(LANDING_BLOCKS, locale);
  const banner = useContent('banner');
  const pricings = useContent('pricings');
  const settings = useSiteSettings();
  const hero = firstRecord(banner.data);
  const queries = useBlockReads(blocks);

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
      <PageSections page="landing" blocks={blocks} sections={sections} />
    </ContentPage>
  );
}
