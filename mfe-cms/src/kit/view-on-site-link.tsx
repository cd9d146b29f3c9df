import type { ContentResource } from '@agency/contracts';
import { Link, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';

/** "View on site": the public page and section where this block appears, as its file in contracts names it. */
export function ViewOnSiteLink({ resource }: { resource: ContentResource }) {
  const t = useTexts(cmsMessages);
  const location = resource.site.location;
  if (!location) return null;
  return (
    <Link className="ui-editor-block__site-link" to={location}>
      {t('site.view')}
      <span className="ui-visually-hidden">
        {t('site.viewBlock', { block: resource.label.toLowerCase() })}
      </span>
    </Link>
  );
}
