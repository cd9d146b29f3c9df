import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';
import { Route, Routes, useLocation } from '../routing';
import type { SessionUser } from '../session/session-context';
import { ShellProviders } from './shell-providers';

/** The signed-in admin of page tests. */
export const ADMIN: SessionUser = { email: TEST_ADMIN_EMAIL, isAdmin: true, emailVerified: true };
/** A signed-in, verified customer of page tests. */
export const CUSTOMER: SessionUser = { email: 'ana@example.com', isAdmin: false, emailVerified: true };

/** What renders once a page navigates away from its route: "at <path>", also found by the test id "location". */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="location" data-search={search}>
      at {pathname}
    </p>
  );
}

export interface RenderPageOptions {
  /** The URL the page is opened at, with its query string. */
  path?: string;
  /** The route pattern the page is mounted at (e.g. `/pay-now/:id`, or `*` to stay on any path); the path's own by default. */
  route?: string;
  /** The signed-in user; anonymous by default. */
  user?: SessionUser | null;
  /** The history state the page is opened with. */
  state?: unknown;
}

/** A page at its route inside the providers the shell gives every page (router, notices, session, query cache). */
export function renderPage(
  page: ReactElement,
  { path = '/', route, user = null, state }: RenderPageOptions = {},
) {
  const [pathname, search] = path.split('?');
  return render(
    <ShellProviders entry={{ pathname, search: search === undefined ? '' : `?${search}`, state }} user={user}>
      <Routes>
        <Route path={route ?? pathname} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </ShellProviders>,
  );
}
