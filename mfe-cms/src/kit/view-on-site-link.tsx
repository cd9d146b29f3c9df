import type { ContentResource } from '@agency/contracts';
import { Link } from '@agency/ui';

/** "View on site": the public page and section where this block appears, as its file in contracts names it. */
export function ViewOnSiteLink({ resource }: { resource: ContentResource }) {
  const location = resource.site.location;
  if (!location) return null;
  return (
    <Link className="ui-editor-block__site-link" to={location}>
      View on site<span className="ui-visually-hidden">{`: ${resource.label.toLowerCase()}`}</span>
    </Link>
  );
}
