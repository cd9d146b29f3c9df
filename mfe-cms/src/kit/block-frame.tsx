import type { ReactNode } from 'react';
import type { ContentResource } from '@agency/contracts';
import { ViewOnSiteLink } from './view-on-site-link';

/** One block of an editor page: an optional heading over its form or list, and where the block shows on the site. */
export function BlockFrame({
  title,
  resource,
  children,
}: {
  title?: string;
  /** The block edited here; gives the frame its "View on site" link. */
  resource?: ContentResource;
  children: ReactNode;
}) {
  return (
    <section className="ui-editor-block" aria-label={title}>
      {title || resource ? (
        <div className="ui-editor-block__head">
          {title ? <h2 className="ui-editor-block__title">{title}</h2> : null}
          {resource ? <ViewOnSiteLink resource={resource} /> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
