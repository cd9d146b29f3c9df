import {
  LANGUAGE_PATHS,
  LOCALE_PARAM,
  PUBLISHING_PATHS,
  PUBLISHING_QUERY_ROOT,
  resourcePath,
  type ContentDraft,
  type ContentVersion,
  type FieldChange,
  type LanguageSettings,
  type MissingTranslations,
  type RecordTranslation,
} from '@agency/contracts';
import { api } from '@agency/ui';

const historyPath = (resource: string, id: string) =>
  resourcePath(PUBLISHING_PATHS.history.replace('{resource}', encodeURIComponent(resource)), id);

/** `?locale=` for a language's history, diff and restore, or '' for the default language's. */
const localeQuery = (locale: string | undefined, join: '?' | '&' = '?') =>
  locale === undefined ? '' : `${join}${LOCALE_PARAM}=${encodeURIComponent(locale)}`;

/** The CMS's publishing reads, keyed under PUBLISHING_QUERY_ROOT so that every content or publishing write refreshes them. */
export const publishingQueries = {
  drafts: () => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'drafts'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<ContentDraft[]>(PUBLISHING_PATHS.drafts, { signal }),
  }),
  /** A record's published versions, their `fields` in `locale` only when one is given. */
  history: (resource: string, id: string, locale?: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'history', resource, id, locale ?? null],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<ContentVersion[]>(`${historyPath(resource, id)}${localeQuery(locale)}`, { signal }),
  }),
  deleted: (resource: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'deleted', resource],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<ContentVersion[]>(
        PUBLISHING_PATHS.deleted.replace('{resource}', encodeURIComponent(resource)),
        { signal },
      ),
  }),
  /** Per block and language, what still shows the default language's values (a content write refreshes it). */
  missingTranslations: () => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'missing-translations'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<MissingTranslations>(LANGUAGE_PATHS.missing, { signal }),
  }),
  /** The site's languages, for the editors' language switcher. */
  languages: () => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'languages'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<LanguageSettings>(LANGUAGE_PATHS.settings, { signal }),
  }),
  /** A block's records in one language, with which fields are translated and which fall back. */
  translations: (resource: string, locale: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'translations', resource, locale],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<RecordTranslation[]>(
        `${LANGUAGE_PATHS.block.replace('{resource}', encodeURIComponent(resource))}?${LOCALE_PARAM}=${encodeURIComponent(locale)}`,
        { signal },
      ),
  }),
  diff: (resource: string, id: string, from: number, to: number, locale?: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'diff', resource, id, from, to, locale ?? null],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<FieldChange[]>(
        `${historyPath(resource, id)}/diff?from=${from}&to=${to}${localeQuery(locale, '&')}`,
        { signal },
      ),
  }),
};

export const publishingPaths = {
  publish: (draftId: string) => resourcePath(PUBLISHING_PATHS.publishDraft, draftId),
  discard: (draftId: string) => resourcePath(PUBLISHING_PATHS.draft, draftId),
  schedule: (draftId: string) => resourcePath(PUBLISHING_PATHS.schedule, draftId),
  publishAll: PUBLISHING_PATHS.publishAll,
  /** Makes the version the draft of the default language's values, or of `locale`'s translation. */
  restore: (resource: string, id: string, version: number, locale?: string) =>
    `${historyPath(resource, id)}/${version}/restore${localeQuery(locale)}`,
};
