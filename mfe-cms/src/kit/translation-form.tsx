import { localizedFields, type ContentResource } from '@agency/contracts';
import { LoadState, Notice, useQuery } from '@agency/ui';
import { publishingQueries } from '../publishing/publishing-queries';
import { languageName } from '../publishing/translation-status';
import { ResourceForm, type ResourceFormOptions } from './resource-form';

/**
 * A record's translation into `locale`: its localized fields only, each holding that language's own value, or empty
 * and marked with the default language's value it falls back to. It publishes with Update or waits as that
 * language's draft.
 */
export function TranslationForm({
  resource,
  recordId,
  locale,
  fields,
  hidden: _hidden,
  requireAll: _requireAll,
  ...form
}: ResourceFormOptions & { resource: ContentResource; recordId: string; locale: string }) {
  const query = useQuery(publishingQueries.translations(resource.key, locale));
  const drafts = useQuery(publishingQueries.drafts());
  const translated = new Set(localizedFields(resource));
  const names = (fields ?? Object.keys(resource.fields)).filter((field) => translated.has(field));
  const translation = query.data?.find((record) => record._id === recordId);
  const draft = drafts.data?.find(
    (pending) =>
      pending.resource === resource.key && pending.recordId === recordId && pending.locale === locale,
  );
  const language = languageName(locale);
  if (names.length === 0)
    return (
      <Notice tone="info">{`${resource.label} has no text to translate: it is the same in ${language}.`}</Notice>
    );
  return (
    <LoadState query={query} lines={6}>
      {translation && (drafts.data || drafts.error) ? (
        <section aria-label={`Translation into ${language}`}>
          {draft ? (
            <Notice tone="info">{`The form shows the unpublished ${language} draft saved by ${draft.savedByEmail}.`}</Notice>
          ) : null}
          <ResourceForm
            key={`${recordId}:${locale}`}
            resource={resource}
            record={{
              _id: recordId,
              ...Object.fromEntries(
                translation.translated.map((field) => [field, translation.values[field]]),
              ),
              ...draft?.fields,
            }}
            fields={names}
            locale={locale}
            fallbacks={Object.fromEntries(
              translation.fallbacks
                .filter((field) => !(draft?.fields[field] ?? ''))
                .map((field) => [field, translation.values[field] ?? '']),
            )}
            draftable
            {...form}
          />
        </section>
      ) : null}
    </LoadState>
  );
}
