import { api, toApiError, type ApiError } from './api-client';

// Reads started before the component that shows them has mounted (or before its code has even arrived), so data
// and code travel in parallel. usePrefetchedQuery (use-api-query.ts) then takes the answer instead of asking again.

export interface Prefetched {
  startedAt: number;
  promise: Promise<unknown>;
  settled?: { data?: unknown; error?: ApiError };
}

/** An answer started longer ago than this is read again: it may predate an edit. */
const FRESH_MS = 5_000;

const prefetched = new Map<string, Prefetched>();

/** The prefetch of this path, if one was started recently enough to be reused. */
export function freshPrefetch(path: string): Prefetched | undefined {
  const entry = prefetched.get(path);
  return entry && Date.now() - entry.startedAt < FRESH_MS ? entry : undefined;
}

/** Starts GET requests for these API paths now; a path already on its way is not asked twice. */
export function prefetchApi(paths: readonly string[]): void {
  for (const path of paths) {
    if (freshPrefetch(path)) continue;
    const entry: Prefetched = { startedAt: Date.now(), promise: api.get(path) };
    entry.promise.then(
      (data) => (entry.settled = { data }),
      (reason: unknown) => (entry.settled = { error: toApiError(reason) }),
    );
    prefetched.set(path, entry);
  }
}

/** Forgets every prefetched answer (tests). */
export function clearPrefetched(): void {
  prefetched.clear();
}
