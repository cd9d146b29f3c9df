import { isRecordId, Route, Routes, useParams } from '@agency/ui';
import { routes, type AppRoute } from '../config/paths';
import { BACK_OFFICE_ROUTES } from '../back-office/back-office-nav';
import { BackOfficeFrame } from '../back-office/back-office-frame';
import { Layout } from '../components/layout';
import { NotFound } from '../components/not-found';
import { RemotePage } from '../components/remote-page';
import { RequireAuth } from '../components/require-auth';

function Guarded({ route }: { route: AppRoute }) {
  return (
    <RequireAuth route={route}>
      <RemotePage key={route.path} route={route} />
    </RequireAuth>
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
        {routes.filter((route) => route.access !== 'admin').map(tableRoute)}
        <Route element={<BackOfficeFrame />}>{BACK_OFFICE_ROUTES.map(tableRoute)}</Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
