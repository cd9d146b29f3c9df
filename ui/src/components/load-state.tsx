import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-client';
import { Button } from './button';
import { Notice } from './notice';
import { Skeleton } from './spinner';
import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';

/** What LoadState needs of a query (a TanStack Query result is one). */
export interface LoadingQuery {
  isPending: boolean;
  isFetching: boolean;
  error: ApiError | null;
  refetch: () => unknown;
}

/**
 * The three states every fetch shows: skeleton until the first answer, an error with Retry, or the content. A
 * query whose answer is on screen keeps it while it is read again.
 */
export function LoadState({
  query,
  lines = 3,
  children,
}: {
  query: LoadingQuery;
  lines?: number;
  children: ReactNode;
}) {
  const t = useTexts(uiMessages);
  const { isPending, isFetching, error } = query;
  if (error && !isFetching)
    return (
      <div className="ui-load-error">
        <Notice tone="error">{error.message}</Notice>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  // A Retry under way shows the skeleton again.
  if (isPending || error) return <Skeleton lines={lines} />;
  return <>{children}</>;
}
