import { useState } from 'react';
import {
  createBrowserRouter,
  LeaveGuard,
  NoticeProvider,
  QueryProvider,
  RouterProvider,
  SessionProvider,
  SignInAgain,
  type DehydratedState,
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
 * the page (TanStack Query's `dehydrate`): its reads show at once and are not asked again. The router is a data
 * router so the leave guard can hold a navigation while a form has unsaved input; the route table stays in
 * <AppRoutes>, below one catch-all route.
 */
export function App({
  loader,
  dehydratedState,
}: {
  loader: RemoteLoader;
  dehydratedState?: DehydratedState;
}) {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <SiteFrame loader={loader} /> }]),
  );
  return (
    <QueryProvider state={dehydratedState}>
      <RouterProvider router={router} />
    </QueryProvider>
  );
}
