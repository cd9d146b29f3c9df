import { previewUrl, type ContentResource } from '@agency/contracts';

/** Opens, in a new tab, the public page where the block appears as it will look with the pending drafts. */
export function PreviewLink({
  resource,
  location = resource?.site.location,
}: {
  resource?: ContentResource;
  location?: string;
}) {
  if (!location) return null;
  return (
    <a
      className="ui-btn ui-btn--secondary ui-btn--sm"
      href={previewUrl(location)}
      target="_blank"
      rel="noopener"
    >
      Preview on site<span className="ui-visually-hidden"> (opens a new tab)</span>
    </a>
  );
}
