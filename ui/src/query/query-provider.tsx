import { useEffect, type ReactNode } from 'react';
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { pageQueryClient, refreshAfterWrites } from './query-client';

/**
 * The query cache of the page: the page's client (or one given, e.g. per server request), filled first from a
 * server's dehydrated cache when there is one, and kept fresh after every confirmed write.
 */
export function QueryProvider({
  client = pageQueryClient(),
  state,
  children,
}: {
  client?: QueryClient;
  /** `dehydrate(client)` of the server that rendered the page. */
  state?: DehydratedState;
  children: ReactNode;
}) {
  useEffect(() => refreshAfterWrites(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
