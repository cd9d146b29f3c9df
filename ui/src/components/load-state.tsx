import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-client';
import { Button } from './button';
import { Notice } from './notice';
import { Skeleton } from './spinner';

/** The three states every fetch shows: skeleton while loading, an error with Retry, or the content. */
export function LoadState({
  loading,
  error,
  onRetry,
  lines = 3,
  children,
}: {
  loading: boolean;
  error?: ApiError;
  onRetry?: () => void;
  lines?: number;
  children: ReactNode;
}) {
  if (loading) return <Skeleton lines={lines} />;
  if (error)
    return (
      <div className="ui-load-error">
        <Notice tone="error">{error.message}</Notice>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  return <>{children}</>;
}
