import type { ContentResource } from '@agency/contracts';
import { Link, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';

/** "View on site": the public page and section where this block appears, as its file in contracts names it. */
export function ViewOnSiteLink({ resource }: { resource: ContentResource }) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  const location = resource.site.location;
  if (!location) return null;
  return (
    <Link className="ui-editor-block__site-link" to={location}>
      {t('site.view')}
      <span className="ui-visually-hidden">
        {t('site.viewBlock', { block: texts.nameInSentence(resource) })}
      </span>
    </Link>
  );
}
