import type { ContentDraft, ContentResource } from '@agency/contracts';
import { Button, Notice, useQuery, useTexts } from '@agency/ui';
import type { ContentRecord } from '../kit/form-rules';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { PreviewLink } from './preview-link';
import { publishingQueries, publishingWrites } from './publishing-queries';
import { ScheduleDraft } from './schedule-draft';
import { usePublishingAction } from './use-publishing-action';
import { useWhen } from './when';
import './publishing.css';

/**
 * The pending draft of one record's default-language values, once the drafts have been read (undefined while they
 * load, null for none); a draft of another language's translations is not the form's.
 */
export function useRecordDraft(resource: ContentResource, recordId: string): ContentDraft | null | undefined {
  const drafts = useQuery(publishingQueries.drafts());
  if (drafts.error) return null;
  if (!drafts.data) return undefined;
  return (
    drafts.data.find(
      (draft) => draft.resource === resource.key && draft.recordId === recordId && draft.locale === undefined,
    ) ?? null
  );
}

/** The fields a draft changes compared with what visitors see. */
export function draftChanges(draft: ContentDraft, published?: Record<string, unknown>): string[] {
  return Object.entries(draft.fields)
    .filter(([field, value]) => published?.[field] !== value)
    .map(([field]) => field);
}

/**
 * Says that a record has an unpublished draft (its form shows the draft), who saved it and what it changes, and
 * publishes, previews or discards it.
 */
export function RecordDraftNotice({
  resource,
  draft,
  published,
}: {
  resource: ContentResource;
  draft: ContentDraft;
  published: ContentRecord;
}) {
  const t = useTexts(cmsMessages);
  const when = useWhen();
  const texts = useCatalogueTexts();
  const action = usePublishingAction();
  const changes = draftChanges(draft, published).map((field) => texts.field(field));
  return (
    <section className="cms-draft" aria-label={t('draft.region')}>
      <p>
        <strong>{t('draft.region')}</strong>
        {t('draft.savedBy', { email: draft.savedByEmail })}
        <time dateTime={draft.updatedAt}>{when(draft.updatedAt)}</time>
        {t('draft.formShows')}
        {changes.length > 0 ? t('draft.changes', { changes: changes.join(', ') }) : t('draft.noChange')}
      </p>
      <div className="cms-draft__actions">
        <Button
          size="sm"
          disabled={action.busy}
          onClick={() =>
            action.run(
              () => publishingWrites.publish(draft._id),
              t('draft.published', { block: texts.name(resource) }),
              t('drafts.notPublished'),
            )
          }
        >
          {t('draft.publish')}
        </Button>
        <PreviewLink resource={resource} />
        <Button
          size="sm"
          variant="secondary"
          disabled={action.busy}
          onClick={() =>
            action.run(
              () => publishingWrites.discard(draft._id),
              t('drafts.discarded'),
              t('drafts.notDiscarded'),
            )
          }
        >
          {t('draft.discard')}
        </Button>
      </div>
      <ScheduleDraft draft={draft} action={action} />
      {action.failure ? <Notice tone="error">{action.failure}</Notice> : null}
    </section>
  );
}
