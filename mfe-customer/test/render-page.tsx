// Renders one page at a URL inside the providers the shell gives it; other paths show where navigation went.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, useLocation, type SessionUser } from '@agency/ui';
import { ShellProviders } from '@agency/ui/testing';

export const customer: SessionUser = { email: 'ana@example.com', isAdmin: false, emailVerified: true };
export const admin: SessionUser = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };

function Elsewhere() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

export function renderPage(
  page: ReactElement,
  { route, url, user = customer }: { route: string; url: string; user?: SessionUser },
) {
  return render(
    <ShellProviders entry={url} user={user}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </ShellProviders>,
  );
}

export const order = (n: number, paymentStatus: string, extra: object = {}) => ({
  _id: `0000000000000000000000${String(n).padStart(2, '0')}`,
  orderNumber: 100 + n,
  packageName: 'Basic',
  packagePrice: '19',
  customerEmail: customer.email,
  customerName: `Ana ${n}`,
  paymentStatus,
  orderStatus: 'Pending',
  orderDate: `01/${String(n).padStart(2, '0')}/2026`,
  ...extra,
});
