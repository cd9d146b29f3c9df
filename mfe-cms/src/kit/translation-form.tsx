import { useMemo } from 'react';
import { localizedFields, type ContentResource } from '@agency/contracts';
import { LoadState, Notice, useQuery, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { publishingQueries } from '../publishing/publishing-queries';
import { defaultLanguageRecordQuery } from './default-language-record';
import { useLanguageName } from './language-switcher';
import { ResourceForm, type ResourceFormOptions } from './resource-form';

/**
 * A record's translation into `locale`: its localized fields only, each holding that language's own value, or empty
 * and marked with the default language's value it falls back to. It publishes with Update or waits as that
 * language's draft; its live preview shows the page with the translation's texts.
 */
export function TranslationForm({
  resource,
  recordId,
  locale,
  defaultLanguage,
  fields,
  hidden: _hidden,
  requireAll: _requireAll,
  ...form
}: ResourceFormOptions & {
  resource: ContentResource;
  recordId: string;
  locale: string;
  defaultLanguage?: string;
}) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  const nameOf = useLanguageName();
  const query = useQuery(publishingQueries.translations(resource.key, locale));
  const drafts = useQuery(publishingQueries.drafts());
  // What a field left empty shows visitors once saved: the default language's value, with its pending draft.
  const own = useQuery(defaultLanguageRecordQuery(resource, recordId, defaultLanguage));
  const translated = new Set(localizedFields(resource));
  const names = (fields ?? Object.keys(resource.fields)).filter((field) => translated.has(field));
  const translation = query.data?.find((record) => record._id === recordId);
  /** The record's pending draft in a language (undefined: the default language's values). */
  const draftIn = (language: string | undefined) =>
    drafts.data?.find(
      (pending) =>
        pending.resource === resource.key && pending.recordId === recordId && pending.locale === language,
    );
  const draft = draftIn(locale);
  const ownDraft = draftIn(undefined);
  const defaults = useMemo(
    () => own.data && { ...stringsOf(own.data), ...ownDraft?.fields },
    [own.data, ownDraft],
  );
  const language = nameOf(locale);
  if (names.length === 0)
    return <Notice tone="info">{t('translation.nothing', { block: texts.name(resource), language })}</Notice>;
  return (
    <LoadState query={query} lines={6}>
      {translation && (drafts.data || drafts.error) ? (
        <section aria-label={t('translation.region', { language })}>
          {draft ? (
            <Notice tone="info">{t('translation.draft', { language, email: draft.savedByEmail })}</Notice>
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
            defaults={defaults}
            draftable
            {...form}
          />
        </section>
      ) : null}
    </LoadState>
  );
}

function stringsOf(record: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
