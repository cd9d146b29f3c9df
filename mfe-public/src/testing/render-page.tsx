import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  NoticeProvider,
  Route,
  Routes,
  SessionProvider,
  useLocation,
  type SessionUser,
} from '@agency/ui';

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
  return render(
    <MemoryRouter
      initialEntries={[
        { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ]}
    >
      <NoticeProvider timeoutMs={0}>
        <SessionProvider initialUser={user}>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </SessionProvider>
      </NoticeProvider>
    </MemoryRouter>,
  );
}
