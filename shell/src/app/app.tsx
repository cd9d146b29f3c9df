import {
  NoticeProvider,
  QueryProvider,
  SessionProvider,
  BrowserRouter,
  type DehydratedState,
} from '@agency/ui';
import { RemoteLoaderContext, type RemoteLoader } from '../components/remote-page';
import { AppRoutes } from './app-routes';

/**
 * The shell's providers around the route table. `dehydratedState` is the query cache of a server that rendered
 * the page (TanStack Query's `dehydrate`): its reads show at once and are not asked again.
 */
export function App({
  loader,
  dehydratedState,
}: {
  loader: RemoteLoader;
  dehydratedState?: DehydratedState;
}) {
  return (
    <QueryProvider state={dehydratedState}>
      <BrowserRouter>
        <NoticeProvider>
          <SessionProvider>
            <RemoteLoaderContext.Provider value={loader}>
              <AppRoutes />
            </RemoteLoaderContext.Provider>
          </SessionProvider>
        </NoticeProvider>
      </BrowserRouter>
    </QueryProvider>
  );
}
