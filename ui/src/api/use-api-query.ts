import { useCallback, useEffect, useState } from 'react';
import { api, toApiError, type ApiError } from './api-client';
import { freshPrefetch } from './prefetch';

export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

type Settled<T> = { key: string; data?: T; error?: ApiError };

/**
 * Reads one API path; `null` skips the request. With `reusePrefetched`, the first read takes a fresh
 * prefetchApi answer when there is one (synchronously if it has already arrived) instead of asking again.
 */
function useQuery<T>(path: string | null, reusePrefetched: boolean): QueryState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = path === null ? null : `${attempt}:${path}`;
  // The settled answer remembers which request it answers, so 'loading' needs no state of its own.
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const ready = reusePrefetched && path !== null ? freshPrefetch(path)?.settled : undefined;
    return ready ? { key: `0:${path}`, ...(ready as Omit<Settled<T>, 'key'>) } : null;
  });
  const answered = settled?.key === key;
  // Only a prefetched answer can already be there when a request would start; a plain query always asks.
  const alreadyAnswered = reusePrefetched && answered;

  useEffect(() => {
    if (path === null || key === null || alreadyAnswered) return;
    let live = true;
    const controller = new AbortController();
    const reused = reusePrefetched && key.startsWith('0:') ? freshPrefetch(path) : undefined;
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
  }, [path, key, alreadyAnswered, reusePrefetched]);

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

/** Reads one API path; `null` skips the request (e.g. until the session is known). Never takes a prefetch. */
export function useApiQuery<T>(path: string | null): QueryState<T> {
  return useQuery<T>(path, false);
}

/**
 * useApiQuery's contract, but the first read takes a fresh prefetched answer when there is one, synchronously
 * if it has already arrived, so the first render can already show the content.
 */
export function usePrefetchedQuery<T>(path: string | null): QueryState<T> {
  return useQuery<T>(path, true);
}

export function firstRecord<T>(list: T[] | undefined): T | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}
