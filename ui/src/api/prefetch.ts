import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api-client';
import type { QueryState } from './use-api-query';

// Reads started before the component that shows them has mounted (or before its code has even arrived), so data
// and code travel in parallel. The component's query then takes the answer instead of asking again.

interface Prefetched {
  startedAt: number;
  promise: Promise<unknown>;
  settled?: { data?: unknown; error?: ApiError };
}

/** An answer started longer ago than this is read again: it may predate an edit. */
const FRESH_MS = 5_000;

const prefetched = new Map<string, Prefetched>();

function toApiError(reason: unknown): ApiError {
  return reason instanceof ApiError ? reason : new ApiError(0, String(reason));
}

function fresh(path: string): Prefetched | undefined {
  const entry = prefetched.get(path);
  return entry && Date.now() - entry.startedAt < FRESH_MS ? entry : undefined;
}

/** Starts GET requests for these API paths now; a path already on its way is not asked twice. */
export function prefetchApi(paths: readonly string[]): void {
  for (const path of paths) {
    if (fresh(path)) continue;
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

type Settled<T> = { key: string; data?: T; error?: ApiError };

/**
 * useApiQuery's contract (`null` skips), but the first read takes a fresh prefetched answer when there is one,
 * synchronously if it has already arrived, so the first render can already show the content.
 */
export function usePrefetchedQuery<T>(path: string | null): QueryState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = path === null ? null : `${attempt}:${path}`;
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const ready = path === null ? undefined : fresh(path)?.settled;
    return ready ? { key: `0:${path}`, ...(ready as Omit<Settled<T>, 'key'>) } : null;
  });
  const answered = settled?.key === key;

  useEffect(() => {
    if (path === null || key === null || answered) return;
    let live = true;
    const controller = new AbortController();
    const reused = key.startsWith('0:') ? fresh(path) : undefined;
    const request = (reused?.promise ?? api.get<T>(path, { signal: controller.signal })) as Promise<T>;
    request.then(
      (data) => {
        if (live) setSettled({ key, data });
      },
      (reason: unknown) => {
        if (live && !controller.signal.aborted) setSettled({ key, error: toApiError(reason) });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [path, key, answered]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answered ? settled : null;
  return {
    // During a reload the last answer stays on screen rather than flashing empty.
    data: current?.data ?? (current ? undefined : settled?.data),
    error: current?.error,
    loading: key !== null && current === null,
    reload,
  };
}
