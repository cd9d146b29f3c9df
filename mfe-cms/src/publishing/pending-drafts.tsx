import { useId } from 'react';
import { resourcePath, type ContentDraft, type ContentResource } from '@agency/contracts';
import { api, Button, contentListQuery, Link, LoadState, Notice, useQuery } from '@agency/ui';
import { catalogueBlock, type Catalogue } from '../kit/catalogue-blocks';
import { PreviewLink } from './preview-link';
import { publishingPaths, publishingQueries } from './publishing-queries';
import { draftChanges } from './record-draft';
import { languageName } from './translation-status';
import { usePublishingAction } from './use-publishing-action';
import { when } from './when';
import './publishing.css';

interface PublishAllResult {
  published: number;
  failed: Array<{ message: string }>;
}

/** The fields a draft changes, compared with its block's published record (all of them for a new record). */
function useDraftChanges(draft: ContentDraft, resource: ContentResource | undefined): string[] {
  const list = useQuery({
    ...contentListQuery(resource ?? { key: draft.resource, paths: { list: [] } }),
    enabled: !!resource,
  });
  const published = list.data?.find((record) => record._id === draft.recordId);
  return draftChanges(draft, published);
}

function DraftRow({ draft, catalogue }: { draft: ContentDraft; catalogue: Catalogue }) {
  const resource = catalogueBlock(draft.resource, catalogue);
  const editor = resource?.screens.edit[0]?.path;
  const inLanguage = draft.locale === undefined ? '' : ` in ${languageName(draft.locale)}`;
  const label = `${resource?.label ?? draft.resource}${inLanguage}`;
  const changes = useDraftChanges(draft, resource);
  const action = usePublishingAction();
  return (
    <li className="cms-draft">
      <p>
        <strong>{draft.createsRecord ? `New record of ${label}` : label}</strong>
        {`: ${changes.length > 0 ? changes.join(', ') : 'no change from what visitors see'}. Saved by ${draft.savedByEmail} on `}
        <time dateTime={draft.updatedAt}>{when(draft.updatedAt)}</time>.
        {draft.publishAt ? (
          <>
            {' Publishes by itself on '}
            <time dateTime={draft.publishAt}>{when(draft.publishAt)}</time>.
          </>
        ) : null}
      </p>
      <div className="cms-draft__actions">
        <Button
          size="sm"
          disabled={action.busy}
          aria-label={`Publish the draft of ${label}`}
          onClick={() =>
            action.run(
              () => api.post(publishingPaths.publish(draft._id)),
              `${label}: draft published`,
              'Not published',
            )
          }
        >
          Publish
        </Button>
        {editor && !draft.createsRecord ? (
          <Link to={resourcePath(editor, draft.recordId)}>Open the editor</Link>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={action.busy}
          aria-label={`Discard the draft of ${label}`}
          onClick={() =>
            action.run(
              () => api.delete(publishingPaths.discard(draft._id)),
              'Draft discarded',
              'Not discarded',
            )
          }
        >
          Discard
        </Button>
      </div>
      {action.failure ? <Notice tone="error">{action.failure}</Notice> : null}
    </li>
  );
}

/** The new items of one block saved as drafts, under its add form: not in its list until they are published. */
export function NewItemDrafts({ resource }: { resource: ContentResource }) {
  const drafts = useQuery(publishingQueries.drafts());
  const pending = (drafts.data ?? []).filter(
    (draft) => draft.resource === resource.key && draft.createsRecord,
  );
  if (pending.length === 0) return null;
  return (
    <section aria-label="New items not yet published">
      <p className="ui-field__hint">New items saved as drafts: visitors see them once they are published.</p>
      <ul className="cms-drafts">
        {pending.map((draft) => (
          <DraftRow key={draft._id} draft={draft} catalogue={[resource]} />
        ))}
      </ul>
    </section>
  );
}

/** Every pending draft on the CMS hub: each published or discarded alone, or all published at once. */
export function PendingDrafts({ catalogue }: { catalogue: Catalogue }) {
  const drafts = useQuery(publishingQueries.drafts());
  const all = usePublishingAction();
  const headingId = useId();
  const publishAll = async () => {
    const result = await api.post<PublishAllResult>(publishingPaths.publishAll);
    if (result.failed.length > 0)
      throw new Error(
        `${result.published} published; ${result.failed.map((failure) => failure.message).join('; ')}`,
      );
  };
  return (
    <section className="ui-editor-block" aria-labelledby={headingId}>
      <h2 className="ui-editor-block__title" id={headingId}>
        Unpublished drafts
      </h2>
      <LoadState query={drafts} lines={2}>
        {drafts.data?.length === 0 ? (
          <p>No drafts: visitors see everything that was saved.</p>
        ) : drafts.data ? (
          <>
            <div className="cms-draft__actions">
              <Button
                disabled={all.busy}
                onClick={() => all.run(publishAll, 'Every draft is published', 'Not all published')}
              >
                Publish all drafts
              </Button>
              <PreviewLink location="/" />
            </div>
            {all.failure ? <Notice tone="error">{all.failure}</Notice> : null}
            <ul className="cms-drafts">
              {drafts.data.map((draft) => (
                <DraftRow key={draft._id} draft={draft} catalogue={catalogue} />
              ))}
            </ul>
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
