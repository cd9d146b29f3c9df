import { BackOfficePage, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import { MediaLibrary } from '../media/media-library';

/** Beyond the product description: the images every block's image fields choose from. */
export default function MediaLibraryPage() {
  const t = useTexts(cmsMessages);
  return (
    <BackOfficePage title={t('media.title')}>
      <p className="ui-section__intro">{t('media.intro')}</p>
      <MediaLibrary />
    </BackOfficePage>
  );
}
