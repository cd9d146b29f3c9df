import {
  LOCALE_PARAM,
  PUBLISHING_QUERY_ROOT,
  type ContentDraft,
  type ContentVersion,
  type FieldChange,
  type LanguageSettings,
  type MissingTranslations,
  type RecordTranslation,
} from '@agency/contracts';
import { LANGUAGE_ENDPOINTS as LANGUAGES } from '@agency/contracts/endpoints/languages';
import { PUBLISHING_ENDPOINTS as PUBLISHING } from '@agency/contracts/endpoints/publishing';
import { callEndpoint } from '@agency/ui';

/** `locale=` for a language's history, diff and restore, or nothing for the default language's. */
const localeQuery = (locale: string | undefined) =>
  locale === undefined ? undefined : `${LOCALE_PARAM}=${encodeURIComponent(locale)}`;

/** The CMS's publishing reads, keyed under PUBLISHING_QUERY_ROOT so that every content or publishing write refreshes them. */
export const publishingQueries = {
  drafts: () => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'drafts'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint<ContentDraft[]>(PUBLISHING.drafts, { signal }),
  }),
  /** A record's published versions, their `fields` in `locale` only when one is given. */
  history: (resource: string, id: string, locale?: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'history', resource, id, locale ?? null],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint<ContentVersion[]>(PUBLISHING.history, {
        params: { resource, id },
        query: localeQuery(locale),
        signal,
      }),
  }),
  deleted: (resource: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'deleted', resource],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint<ContentVersion[]>(PUBLISHING.deleted, { params: { resource }, signal }),
  }),
  /** Per block and language, what still shows the default language's values (a content write refreshes it). */
  missingTranslations: () => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'missing-translations'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint<MissingTranslations>(LANGUAGES.missing, { signal }),
  }),
  /** The site's languages, for the editors' language switcher. */
  languages: () => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'languages'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint<LanguageSettings>(LANGUAGES.settings, { signal }),
  }),
  /** A block's records in one language, with which fields are translated and which fall back. */
  translations: (resource: string, locale: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'translations', resource, locale],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint<RecordTranslation[]>(LANGUAGES.block, {
        params: { resource },
        query: localeQuery(locale),
        signal,
      }),
  }),
  diff: (resource: string, id: string, from: number, to: number, locale?: string) => ({
    queryKey: [PUBLISHING_QUERY_ROOT, 'diff', resource, id, from, to, locale ?? null],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint<FieldChange[]>(PUBLISHING.diff, {
        params: { resource, id },
        query: [`from=${from}&to=${to}`, localeQuery(locale)].filter(Boolean).join('&'),
        signal,
      }),
  }),
};

/** What publishing every pending draft answers: how many went out, and why each other one stayed. */
export interface PublishAllResult {
  published: number;
  failed: Array<{ message: string }>;
}

/** The CMS's publishing writes; each makes stale what its catalogue endpoint names. */
export const publishingWrites = {
  publish: (draftId: string) => callEndpoint(PUBLISHING.publishDraft, { params: { id: draftId } }),
  discard: (draftId: string) => callEndpoint(PUBLISHING.discard, { params: { id: draftId } }),
  schedule: (draftId: string, publishAt: string | null) =>
    callEndpoint(PUBLISHING.schedule, { params: { id: draftId }, body: { publishAt } }),
  publishAll: () => callEndpoint<PublishAllResult>(PUBLISHING.publishAll),
  /** Makes the version the draft of the default language's values, or of `locale`'s translation. */
  restore: (resource: string, id: string, version: number, locale?: string) =>
    callEndpoint(PUBLISHING.restore, {
      params: { resource, id, version: String(version) },
      query: localeQuery(locale),
    }),
};
