import type { ReactNode } from 'react';
import { isRecordId, LoadState, Notice, useParams, useQuery, type ApiQuery } from '@agency/ui';

/** Loads the record named by the route's `:id` and renders it; a malformed or unknown id reads as not found. */
export function WithRecord<T>({
  query,
  notFound,
  children,
}: {
  /** The record's query, e.g. `recordQueries.order`. */
  query: (id: string) => ApiQuery<T>;
  notFound: string;
  children: (record: T) => ReactNode;
}) {
  const { id } = useParams();
  const recordId = id && isRecordId(id) ? id : null;
  // A malformed id is never sent: it cannot name a record.
  const read = useQuery({ ...query(recordId ?? ''), enabled: recordId !== null });
  if (!recordId || read.error?.status === 404) return <Notice tone="error">{notFound}</Notice>;
  return <LoadState query={read}>{read.data ? children(read.data) : null}</LoadState>;
}
