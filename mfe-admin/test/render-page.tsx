// Renders one admin page as the shell would: inside the router at a real URL, with the notices and a session.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, type SessionUser } from '@agency/ui';
import { ShellProviders } from '@agency/ui/testing';

export const ADMIN: SessionUser = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };
export const CUSTOMER: SessionUser = { email: 'customer@example.com', isAdmin: false, emailVerified: true };

export function renderPage(
  page: ReactElement,
  { user = ADMIN, url = '/', route = '*' }: { user?: SessionUser | null; url?: string; route?: string } = {},
) {
  return render(
    <ShellProviders entry={url} user={user}>
      <Routes>
        <Route path={route} element={page} />
      </Routes>
    </ShellProviders>,
  );
}

export const ID = {
  order: '64b000000000000000000001',
  message: '64b000000000000000000002',
  user: '64b000000000000000000003',
  paypal: '64b000000000000000000004',
};
