import { useId } from 'react';
import { resourcePath, type ContentDraft, type ContentResource } from '@agency/contracts';
import { Button, contentListQuery, Link, LoadState, Notice, useQuery, useTexts } from '@agency/ui';
import { catalogueBlock, type Catalogue } from '../kit/catalogue-blocks';
import { useLanguageName } from '../kit/language-switcher';
import { translationHref } from '../kit/translated-records';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { PreviewLink } from './preview-link';
import { publishingQueries, publishingWrites } from './publishing-queries';
import { draftChanges } from './record-draft';
import { usePublishingAction } from './use-publishing-action';
import { useWhen } from './when';
import './publishing.css';

/**
 * The fields a draft changes, compared with its block's published record (all of them for a new record); a
 * translation's draft is compared with that language's published translation, where a field not translated yet
 * is a change whatever it says.
 */
function useDraftChanges(draft: ContentDraft, resource: ContentResource | undefined): string[] {
  const list = useQuery({
    ...contentListQuery(resource ?? { key: draft.resource, paths: { list: [] } }),
    enabled: !!resource && draft.locale === undefined,
  });
  const translations = useQuery({
    ...publishingQueries.translations(draft.resource, draft.locale ?? ''),
    enabled: !!resource && draft.locale !== undefined,
  });
  if (draft.locale === undefined)
    return draftChanges(
      draft,
      list.data?.find((record) => record._id === draft.recordId),
    );
  const translation = translations.data?.find((record) => record._id === draft.recordId);
  return draftChanges(
    draft,
    translation &&
      Object.fromEntries(translation.translated.map((field) => [field, translation.values[field]])),
  );
}

function DraftRow({ draft, catalogue }: { draft: ContentDraft; catalogue: Catalogue }) {
  const resource = catalogueBlock(draft.resource, catalogue);
  const t = useTexts(cmsMessages);
  const when = useWhen();
  const texts = useCatalogueTexts();
  const nameOf = useLanguageName();
  const editor = resource?.screens.edit[0]?.path;
  const block = resource ? texts.name(resource) : draft.resource;
  const label =
    draft.locale === undefined ? block : t('drafts.blockIn', { block, language: nameOf(draft.locale) });
  const changes = useDraftChanges(draft, resource).map((field) => texts.field(field));
  const action = usePublishingAction();
  return (
    <li className="cms-draft">
      <p>
        <strong>{draft.createsRecord ? t('drafts.newRecord', { block: label }) : label}</strong>
        {t('drafts.changes', {
          changes: changes.length > 0 ? changes.join(', ') : t('drafts.noChange'),
          email: draft.savedByEmail,
        })}
        <time dateTime={draft.updatedAt}>{when(draft.updatedAt)}</time>.
        {draft.publishAt ? (
          <>
            {t('drafts.publishesOn')}
            <time dateTime={draft.publishAt}>{when(draft.publishAt)}</time>.
          </>
        ) : null}
      </p>
      <div className="cms-draft__actions">
        <Button
          size="sm"
          disabled={action.busy}
          aria-label={t('drafts.publishOf', { block: label })}
          onClick={() =>
            action.run(
              () => publishingWrites.publish(draft._id),
              t('drafts.published', { block: label }),
              t('drafts.notPublished'),
            )
          }
        >
          {t('drafts.publish')}
        </Button>
        {editor && !draft.createsRecord ? (
          <Link
            to={
              draft.locale === undefined
                ? resourcePath(editor, draft.recordId)
                : translationHref(editor, draft.recordId, draft.locale)
            }
          >
            {t('drafts.openEditor')}
          </Link>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={action.busy}
          aria-label={t('drafts.discardOf', { block: label })}
          onClick={() =>
            action.run(
              () => publishingWrites.discard(draft._id),
              t('drafts.discarded'),
              t('drafts.notDiscarded'),
            )
          }
        >
          {t('drafts.discard')}
        </Button>
      </div>
      {action.failure ? <Notice tone="error">{action.failure}</Notice> : null}
    </li>
  );
}

/** The new items of one block saved as drafts, under its add form: not in its list until they are published. */
export function NewItemDrafts({ resource }: { resource: ContentResource }) {
  const t = useTexts(cmsMessages);
  const drafts = useQuery(publishingQueries.drafts());
  const pending = (drafts.data ?? []).filter(
    (draft) => draft.resource === resource.key && draft.createsRecord,
  );
  if (pending.length === 0) return null;
  return (
    <section aria-label={t('drafts.newItems')}>
      <p className="ui-field__hint">{t('drafts.newItemsHint')}</p>
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
  const t = useTexts(cmsMessages);
  const drafts = useQuery(publishingQueries.drafts());
  const all = usePublishingAction();
  const headingId = useId();
  const publishAll = async () => {
    const result = await publishingWrites.publishAll();
    if (result.failed.length > 0)
      throw new Error(
        t('drafts.someFailed', {
          count: result.published,
          failures: result.failed.map((failure) => failure.message).join('; '),
        }),
      );
  };
  return (
    <section className="ui-editor-block" aria-labelledby={headingId}>
      <h2 className="ui-editor-block__title" id={headingId}>
        {t('drafts.title')}
      </h2>
      <LoadState query={drafts} lines={2}>
        {drafts.data?.length === 0 ? (
          <p>{t('drafts.none')}</p>
        ) : drafts.data ? (
          <>
            <div className="cms-draft__actions">
              <Button
                disabled={all.busy}
                onClick={() => all.run(publishAll, t('drafts.allPublished'), t('drafts.notAllPublished'))}
              >
                {t('drafts.publishAll')}
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
