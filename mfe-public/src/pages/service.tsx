import { firstRecord, PageMeta, useContentLocale, useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import { SERVICE_BLOCKS } from '@agency/contracts/public-reads';
import { ContentPage } from '../components/content-page';
import { PageBanner } from '../components/page-banner';
import { useContent } from '../content/use-content';
import { pageBlocks, PageSections, useBlockReads, type ComposedPageProps } from '../sections/page-sections';
import { SERVICE_SECTIONS } from '../sections/service-sections';

/**
 * /service/: the documented counters, services, about with its three skill bars and call to action, in that order,
 * with the blocks that have no other page placed between them as an agency's services page shows them:
 * why choose us and how we work after the services, the process and experience after about, then the video
 * with its team, the design gallery and the FAQ before the call to action. Each block's file places it here.
 */
export default function ServicePage({ blocks: given, sections = SERVICE_SECTIONS }: ComposedPageProps) {
  const locale = useContentLocale();
  const blocks = given ?? pageBlocks(SERVICE_BLOCKS, locale);
  const queries = useBlockReads(blocks);
  const t = useTexts(publicMessages);
  const heading = firstRecord(useContent('serviceHeading').data);
  const video = firstRecord(useContent('videoSection').data);
  return (
    <>
      <PageMeta
        title={heading?.serviceHeading ?? t('servicePage.title')}
        description={heading?.servicesubHeading}
        path="/service/"
        image={video?.imageLink}
      />
      <PageBanner title={t('servicePage.title')} intro={t('servicePage.intro')} />
      <ContentPage name="service" queries={queries} empty={t('servicePage.empty')}>
        <PageSections page="service" blocks={blocks} sections={sections} />
      </ContentPage>
    </>
  );
}
