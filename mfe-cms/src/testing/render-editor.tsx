import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  configureApi,
  MemoryRouter,
  NoticeProvider,
  Route,
  Routes,
  SessionProvider,
  type SessionUser,
} from '@agency/ui';

export const ADMIN: SessionUser = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };

/** Renders an editor as the shell would: router (with `route` as the pattern), session and notices. */
export function renderEditor(
  ui: ReactElement,
  { url = '/', route = '*', user = ADMIN }: { url?: string; route?: string; user?: SessionUser | null } = {},
) {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <NoticeProvider timeoutMs={0}>
        <SessionProvider initialUser={user}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </SessionProvider>
      </NoticeProvider>
    </MemoryRouter>,
  );
}
