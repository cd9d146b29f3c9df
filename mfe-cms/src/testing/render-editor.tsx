import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, type SessionUser } from '@agency/ui';
import { ShellProviders } from '@agency/ui/testing';

export const ADMIN: SessionUser = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };

/** Renders an editor as the shell would: router (with `route` as the pattern), session and notices. */
export function renderEditor(
  ui: ReactElement,
  { url = '/', route = '*', user = ADMIN }: { url?: string; route?: string; user?: SessionUser | null } = {},
) {
  return render(
    <ShellProviders entry={url} user={user}>
      <Routes>
        <Route path={route} element={ui} />
      </Routes>
    </ShellProviders>,
  );
}
