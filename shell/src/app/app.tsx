import { NoticeProvider, SessionProvider, BrowserRouter } from '@agency/ui';
import { RemoteLoaderContext, type RemoteLoader } from '../components/remote-page';
import { AppRoutes } from './app-routes';

export function App({ loader }: { loader: RemoteLoader }) {
  return (
    <BrowserRouter>
      <NoticeProvider>
        <SessionProvider>
          <RemoteLoaderContext.Provider value={loader}>
            <AppRoutes />
          </RemoteLoaderContext.Provider>
        </SessionProvider>
      </NoticeProvider>
    </BrowserRouter>
  );
}
