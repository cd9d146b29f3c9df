// The shared reads of the browser apps as TanStack Query `queryOptions`: one factory per content resource (from the
// content catalogue's paths), so a key and its fetcher are written once, here, and the shell's prefetch, a page's
// read and a save's invalidation agree on them. A key's first element names the read a write makes stale. The
// signed-in areas' record reads are in `../record-queries.ts`, outside the shared module.
import {
  queryOptions,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ContentKey, EntityOf } from '@agency/contracts';
import { PUBLIC_LIST_PATHS, type PublicBlock } from '@agency/contracts/public-reads';
import { resourcePath } from '@agency/contracts/record-paths';
import { AUTH_ENDPOINTS } from '@agency/contracts/endpoints/auth';
import { api, callEndpoint, type ApiError } from '../api/api-client';
import type { CachedRead } from '@agency/contracts/endpoints/endpoint';
import { LOCALE_PARAM } from '@agency/contracts/languages';
import { DEFAULT_LOCALE } from '../i18n/locales';

declare module '@tanstack/react-query' {
  interface Register {
    // The api client turns every failure into an ApiError, so a query's error always has a status and a message.
    defaultError: ApiError;
  }
}

/** A read's state as a page sees it. */
export type QueryState<T> = UseQueryResult<T, ApiError>;

/** Any read's options, for components that take one (e.g. a record page given `recordQueries.order`). */
export type ApiQuery<T> = UseQueryOptions<T, ApiError, T, QueryKey>;

/** The catalogue's view of a content resource that its reads need (a catalogue entry is one). */
export interface ContentReads<K extends string = ContentKey> {
  key: K;
  paths: { list: readonly string[]; one?: readonly string[] };
}

/** A stored record of the resource: typed from the catalogue when the key is known at compile time. */
type ContentEntity<K extends string> = string extends K
  ? Record<string, unknown> & { _id: string }
  : K extends ContentKey
    ? EntityOf<K>
    : never;

export const queryKeys = {
  /** Every read of one content resource: what a write to it makes stale. */
  content: (key: string) => ['content', key] as const,
  contentList: (key: string) => ['content', key, 'list'] as const,
  /** A public block's list as a page in `locale` reads it: in another language than the default, its key ends with it. */
  publicContentList: (key: string, locale: string): readonly string[] =>
    locale === DEFAULT_LOCALE ? queryKeys.contentList(key) : [...queryKeys.contentList(key), locale],
  contentRecord: (key: string, id: string) => ['content', key, 'one', id] as const,
  /** Every read of one kind of record (orders, messages, ...): what a write to one of them makes stale. */
  records: (name: CachedRead) => [name] as const,
  resetLink: (token: string) => ['auth', 'reset-link', token] as const,
};

function getJson<T>(path: string) {
  return ({ signal }: { signal: AbortSignal }) => api.get<T>(path, { signal });
}

export function contentListQuery<K extends string>(resource: ContentReads<K>) {
  return queryOptions({
    queryKey: queryKeys.contentList(resource.key),
    queryFn: getJson<ContentEntity<K>[]>(resource.paths.list[0]),
  });
}

export function contentRecordQuery<K extends string>(resource: ContentReads<K>, id: string) {
  const template = resource.paths.one?.[0];
  if (!template) throw new Error(`${resource.key} has no single-record read`);
  return queryOptions({
    queryKey: queryKeys.contentRecord(resource.key, id),
    queryFn: getJson<ContentEntity<K>>(resourcePath(template, id)),
  });
}

/**
 * A block the public pages show, read at its list path without the whole catalogue in the bundle. In another
 * language than the default the read names it (`?locale=de`) and its key ends with it, so the server's render and the
 * browser's hydration of a page in that language read and find the same entry.
 */
export function publicContentQuery<B extends PublicBlock>(block: B, locale: string = DEFAULT_LOCALE) {
  const path = PUBLIC_LIST_PATHS[block];
  return queryOptions({
    queryKey: queryKeys.publicContentList(block, locale),
    queryFn: getJson<ContentEntity<B>[]>(
      locale === DEFAULT_LOCALE ? path : `${path}?${LOCALE_PARAM}=${locale}`,
    ),
  });
}

/** Whether a password-reset link can still be used: the API answers 410, saying why, once it was used, replaced or expired. */
export function resetLinkQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.resetLink(token),
    queryFn: ({ signal }) =>
      callEndpoint<{ valid: true }>(AUTH_ENDPOINTS.resetCheck, {
        query: `token=${encodeURIComponent(token)}`,
        signal,
      }),
    retry: false,
  });
}

export function firstRecord<T>(list: T[] | undefined): T | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}
