import { lazy, Suspense } from 'react';
import { isRecordId, PageMeta, Route, Routes, useParams, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';
import { routes, routesWith, type AppRoute } from '../config/paths';
import { Layout, MainArea } from '../components/layout';
import { NotFound } from '../components/not-found';
import { RemotePage } from '../components/remote-page';
import { RequireAuth } from '../components/require-auth';

// Only admins need the back office's frame: it loads with their first admin page, not with the public site.
const BackOfficeFrame = lazy(() => import('../back-office/back-office-frame'));

function LazyBackOfficeFrame() {
  return (
    <Suspense fallback={null}>
      <BackOfficeFrame />
    </Suspense>
  );
}

type ShellTextId = keyof typeof shellMessages.en;

/**
 * The route's title in the page's language: the shell's catalogue has one per public route the shell titles (`route.`
 * and its path, the English being the table's title); the signed-in areas keep the table's.
 */
function useRouteTitle(route: AppRoute): string {
  const t = useTexts(shellMessages);
  const id = `route.${route.path}`;
  return id in shellMessages.en ? t(id as ShellTextId) : route.title;
}

/**
 * An indexed page sets its own title, description and link previews from its content; every other route is titled
 * from the route table and kept out of search engines here, so no remote page has to remember it.
 */
function Guarded({ route }: { route: AppRoute }) {
  const title = useRouteTitle(route);
  return (
    <>
      {!route.indexed && <PageMeta title={title} noindex />}
      <RequireAuth route={route}>
        <RemotePage key={route.path} route={route} />
      </RequireAuth>
    </>
  );
}

/** `/:id` is the about editor only for a record id; any other single segment is an unknown page. */
function RecordIdRoute({ route }: { route: AppRoute }) {
  const { id } = useParams();
  return isRecordId(id) ? <Guarded route={route} /> : <NotFound />;
}

function tableRoute(route: AppRoute) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={route.recordIdOnly ? <RecordIdRoute route={route} /> : <Guarded route={route} />}
    />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<MainArea />}>
          {routes.filter((route) => route.access !== 'admin').map(tableRoute)}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route element={<LazyBackOfficeFrame />}>{routesWith('admin').map(tableRoute)}</Route>
      </Route>
    </Routes>
  );
}
