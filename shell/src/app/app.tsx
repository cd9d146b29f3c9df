import { useState } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  guardHistory,
  HistoryRouter,
  LeaveGuard,
  LocaleProvider,
  NoticeProvider,
  PostedFormProvider,
  QueryProvider,
  SessionProvider,
  SignInAgain,
  type DehydratedState,
  type Locale,
  type PostedForm,
  type QueryClient,
  type SessionUser,
} from '@agency/ui';
import { RemoteLoaderContext, type RemoteLoader } from '../components/remote-page';
import { AccountLocale } from './account-locale';
import { AppRoutes } from './app-routes';

/**
 * What every page sits in: notices, the session (with its sign-in-again dialog), the signed-in pages' language, the
 * leave guard, and the server's answer to a form sent without JavaScript when the page is one.
 */
function SiteFrame({
  loader,
  posted,
  initialUser,
}: {
  loader: RemoteLoader;
  posted?: PostedForm;
  initialUser?: SessionUser | null;
}) {
  return (
    <NoticeProvider initialNotice={posted?.notice}>
      <SessionProvider initialUser={initialUser}>
        <AccountLocale>
          <PostedFormProvider answer={posted}>
            <RemoteLoaderContext.Provider value={loader}>
              <AppRoutes />
            </RemoteLoaderContext.Provider>
          </PostedFormProvider>
          <SignInAgain />
          <LeaveGuard />
        </AccountLocale>
      </SessionProvider>
    </NoticeProvider>
  );
}

/**
 * The shell's providers around the route table. `dehydratedState` is the query cache of a server that rendered
 * the page (TanStack Query's `dehydrate`): its reads show at once and are not asked again. The router's history
 * is guarded: while a form has unsaved input, a move to another page waits for the leave guard's answer.
 * A server passes the request's `url` and its own `queryClient`, already holding the page's reads, and `posted`
 * when the page answers a form sent without JavaScript (the browser then passes the same, from the page's state).
 * `locale` is the interface's language, chosen by whoever renders: the server's request, or in the browser the
 * language the server rendered in, else the address's prefix or the visitor's choice (`@agency/ui`'s
 * `documentLocale`, `localeOfPath`, `browserLocale`). Under a language's prefix (`/de/…`) the router runs with it
 * as its `basename` (`addressIn`), so every in-site link and move of a page in that language stays in it.
 * `initialUser` is the session the web server read for a signed-in page it sent (undefined: read it here).
 */
export function App({
  locale,
  basename,
  loader,
  dehydratedState,
  url,
  queryClient,
  posted,
  initialUser,
}: {
  locale: Locale;
  basename?: string;
  loader: RemoteLoader;
  dehydratedState?: DehydratedState;
  url?: string;
  queryClient?: QueryClient;
  posted?: PostedForm;
  initialUser?: SessionUser | null;
}) {
  const [history] = useState(() =>
    guardHistory(
      url === undefined
        ? createBrowserHistory({ v5Compat: true })
        : createMemoryHistory({ initialEntries: [url], v5Compat: true }),
    ),
  );
  return (
    <LocaleProvider locale={locale}>
      <QueryProvider client={queryClient} state={dehydratedState}>
        <HistoryRouter history={history} basename={basename}>
          <SiteFrame loader={loader} posted={posted} initialUser={initialUser} />
        </HistoryRouter>
      </QueryProvider>
    </LocaleProvider>
  );
}
