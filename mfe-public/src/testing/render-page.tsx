import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, useLocation, type SessionUser } from '@agency/ui';
import { ShellProviders } from '@agency/ui/testing';

function Elsewhere() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

export const ADMIN: SessionUser = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };
export const CUSTOMER: SessionUser = { email: 'ana@example.com', isAdmin: false, emailVerified: true };

/** A page at its route inside the shell's providers; any navigation away renders "at <path>". */
export function renderPage(
  page: ReactElement,
  {
    path = '/',
    route = path.split('?')[0],
    user = null,
    state,
  }: { path?: string; route?: string; user?: SessionUser | null; state?: unknown } = {},
) {
  const [pathname, search] = path.split('?');
  return render(
    <ShellProviders entry={{ pathname, search: search === undefined ? '' : `?${search}`, state }} user={user}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </ShellProviders>,
  );
}
