import type { ReactNode } from 'react';
import { BackOfficePage, Spinner, useSession, Navigate, useLocation, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';
import { paths, type AppRoute } from '../config/paths';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * The one guard of the route table: a route's `access` decides. Anonymous visitors of a signed-in or admin route
 * go to /login, which brings them back to where they were going (a session that expires on the page is renewed in
 * place by the sign-in-again dialog first); a signed-in user who is not an admin sees the
 * admin route's frame with the refusal (an admin who must add a second sign-in step is sent on by the back office's
 * frame, which only admin routes load). Pages never check the role themselves.
 */
export function RequireAuth({
  route,
  children,
}: {
  route: Pick<AppRoute, 'access' | 'title'>;
  children: ReactNode;
}) {
  const t = useTexts(shellMessages);
  const { user, loading, expired } = useSession();
  const location = useLocation();
  if (route.access === 'public') return <>{children}</>;
  // In the frame a page's loading state fills, so nothing below it moves when the page takes its place.
  if (loading)
    return (
      <div className="ui-container remote-state">
        <Spinner label={t('guard.checking')} />
      </div>
    );
  // A session that ended under the user keeps the page (and what was typed) while they sign in again over it.
  if (!user && expired) return <>{children}</>;
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (route.access === 'admin' && !user.isAdmin) return <BackOfficePage title={route.title} notAllowed />;
  return <>{children}</>;
}
