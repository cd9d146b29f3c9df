import { useState } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  guardHistory,
  HistoryRouter,
  LeaveGuard,
  NoticeProvider,
  QueryProvider,
  SessionProvider,
  SignInAgain,
  type DehydratedState,
  type QueryClient,
} from '@agency/ui';
import { RemoteLoaderContext, type RemoteLoader } from '../components/remote-page';
import { AppRoutes } from './app-routes';

/** What every page sits in: notices, the session (with its sign-in-again dialog) and the leave guard. */
function SiteFrame({ loader }: { loader: RemoteLoader }) {
  return (
    <NoticeProvider>
      <SessionProvider>
        <RemoteLoaderContext.Provider value={loader}>
          <AppRoutes />
        </RemoteLoaderContext.Provider>
        <SignInAgain />
        <LeaveGuard />
      </SessionProvider>
    </NoticeProvider>
  );
}

/**
 * The shell's providers around the route table. `dehydratedState` is the query cache of a server that rendered
 * the page (TanStack Query's `dehydrate`): its reads show at once and are not asked again. The router's history
 * is guarded: while a form has unsaved input, a move to another page waits for the leave guard's answer.
 * A server passes the request's `url` and its own `queryClient`, already holding the page's reads.
 */
export function App({
  loader,
  dehydratedState,
  url,
  queryClient,
}: {
  loader: RemoteLoader;
  dehydratedState?: DehydratedState;
  url?: string;
  queryClient?: QueryClient;
}) {
  const [history] = useState(() =>
    guardHistory(
      url === undefined
        ? createBrowserHistory({ v5Compat: true })
        : createMemoryHistory({ initialEntries: [url], v5Compat: true }),
    ),
  );
  return (
    <QueryProvider client={queryClient} state={dehydratedState}>
      <HistoryRouter history={history}>
        <SiteFrame loader={loader} />
      </HistoryRouter>
    </QueryProvider>
  );
}
