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
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    api
      .get<T>(path, { signal: controller.signal })
      .then((result) => {
        setData(result);
        setLoading(false);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason instanceof ApiError ? reason : new ApiError(0, String(reason)));
        setLoading(false);
      });
    return () => controller.abort();
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}

/** Content endpoints answer arrays; singleton blocks count as present only when exactly one record exists. */
export function singleRecord<T>(list: T[] | undefined): T | undefined {
  return list && list.length === 1 ? list[0] : undefined;
}

export function firstRecord<T>(list: T[] | undefined): T | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}
