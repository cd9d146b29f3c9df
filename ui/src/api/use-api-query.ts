import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api-client';

export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/** Reads one API path; `null` skips the request (e.g. until the session is known). */
export function useApiQuery<T>(path: string | null): QueryState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = path === null ? null : `${attempt}:${path}`;
  // The settled answer remembers which request it answers, so 'loading' needs no state of its own.
  const [settled, setSettled] = useState<{ key: string; data?: T; error?: ApiError } | null>(null);

  useEffect(() => {
    if (path === null || key === null) return;
    const controller = new AbortController();
    api
      .get<T>(path, { signal: controller.signal })
      .then((data) => setSettled({ key, data }))
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, error: reason instanceof ApiError ? reason : new ApiError(0, String(reason)) });
      });
    return () => controller.abort();
  }, [path, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled?.key === key ? settled : null;
  return {
    // Keep showing the last data during a reload rather than flashing empty.
    data: current?.data ?? (current ? undefined : settled?.data),
    error: current?.error,
    loading: key !== null && current === null,
    reload,
  };
}

/** Content endpoints answer arrays; singleton blocks count as present only when exactly one record exists. */
export function singleRecord<T>(list: T[] | undefined): T | undefined {
  return list && list.length === 1 ? list[0] : undefined;
}

export function firstRecord<T>(list: T[] | undefined): T | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}
