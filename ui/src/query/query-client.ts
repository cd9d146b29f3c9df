import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { onWrite, type ApiError } from '../api/api-client';
import { isRecordId } from '../format';

/** How long a read counts as fresh: a page opened again within it shows the cache without asking again. */
export const STALE_MS = 30_000;

/** A client with the site's defaults: a transient failure (network, 5xx) is tried again once, a refusal never. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: STALE_MS,
        retry: (failures, error: ApiError) => failures < 1 && (error.status === 0 || error.status >= 500),
        ...config.defaultOptions?.queries,
      },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's one client. @agency/ui is a Module Federation singleton, so the shell and every remote hold this
 * same instance (and its cache).
 */
export function pageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

/** The record a DELETE to `path` removed (`/message/{id}` → its id), if the path names one. */
function deletedRecordId(path: string, method: string): string | undefined {
  const last = path.split('?')[0].split('/').pop();
  return method === 'DELETE' && last && isRecordId(last) ? last : undefined;
}

/**
 * Makes every write the API confirms stale the cached reads it names (active ones read again at once), before the
 * write's promise settles: a page opened after a save never shows what the save replaced. A catalogue endpoint
 * names them in its definition. A deleted record's own reads leave the cache instead: read again, they could only
 * answer 404.
 */
export function refreshAfterWrites(client: QueryClient): () => void {
  return onWrite((path, method, stale) => {
    const deleted = deletedRecordId(path, method);
    if (deleted) client.removeQueries({ predicate: (query) => query.queryKey.includes(deleted) });
    for (const root of stale) void client.invalidateQueries({ queryKey: [root] });
  });
}
