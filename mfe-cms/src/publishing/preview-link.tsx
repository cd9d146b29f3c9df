import { previewUrl, type ContentResource } from '@agency/contracts';
import { useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';

/** Opens, in a new tab, the public page where the block appears as it will look with the pending drafts. */
export function PreviewLink({
  resource,
  location = resource?.site.location,
}: {
  resource?: ContentResource;
  location?: string;
}) {
  const t = useTexts(cmsMessages);
  if (!location) return null;
  return (
    <a
      className="ui-btn ui-btn--secondary ui-btn--sm"
      href={previewUrl(location)}
      target="_blank"
      rel="noopener"
    >
      {t('previewLink.text')}
      <span className="ui-visually-hidden">{t('previewLink.newTab')}</span>
    </a>
  );
}
