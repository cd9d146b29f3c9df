import type { ReactNode } from 'react';
import { isRecordId, LoadState, Notice, useApiQuery, useParams } from '@agency/ui';

/** Loads the record named by the route's `:id` and renders it; a malformed or unknown id reads as not found. */
export function WithRecord<T>({
  path,
  notFound,
  children,
}: {
  path: (id: string) => string;
  notFound: string;
  children: (record: T) => ReactNode;
}) {
  const { id } = useParams();
  const recordId = id && isRecordId(id) ? id : null;
  // A malformed id is never sent: it cannot name a record.
  const query = useApiQuery<T>(recordId ? path(recordId) : null);
  if (!recordId || query.error?.status === 404) return <Notice tone="error">{notFound}</Notice>;
  return (
    <LoadState loading={query.loading} error={query.error} onRetry={query.reload}>
      {query.data ? children(query.data) : null}
    </LoadState>
  );
}
