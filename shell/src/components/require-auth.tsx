import type { ReactNode } from 'react';
import { Spinner, useSession, Navigate, useLocation } from '@agency/ui';
import { paths } from '../config/paths';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Sends anonymous visitors to /login and remembers where they were going, so login can bring them back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your session…" />;
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <>{children}</>;
}
