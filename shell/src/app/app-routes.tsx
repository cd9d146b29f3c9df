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
    // Holds the page's place while the frame's code loads, so the footer stays below the first screen.
    <Suspense fallback={<div className="site-main signed-in-area" />}>
      <BackOfficeFrame />
    </Suspense>
  );
}

// The signed-in areas' titles load with them: the landing page carries none of their texts.
const SignedInTitle = lazy(() => import('./signed-in-title'));

type ShellTextId = keyof typeof shellMessages.en;

/**
 * An indexed page sets its own title, description and link previews from its content; every other route is titled
 * (in the page's language, from the shell's catalogue: `route.` and its path) and kept out of search engines here,
 * so no remote page has to remember it.
 */
function Guarded({ route }: { route: AppRoute }) {
  const t = useTexts(shellMessages);
  if (route.access === 'public')
    return (
      <>
        {!route.indexed && <PageMeta title={t(`route.${route.path}` as ShellTextId)} noindex />}
        <RemotePage key={route.path} route={route} />
      </>
    );
  // A signed-in page arrives in steps (the session, the remote's code, its reads), each painted as it comes: the
  // area keeps at least the first screen's height throughout, so the footer never moves into view and back.
  return (
    <div className="signed-in-area">
      <RequireAuth route={route}>
        {/* Inside the guard: a visitor sent on to sign in loads none of the signed-in areas' texts. */}
        <Suspense fallback={null}>
          <SignedInTitle route={route} />
        </Suspense>
        <RemotePage key={route.path} route={route} />
      </RequireAuth>
    </div>
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
