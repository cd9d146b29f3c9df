import { render, screen } from '@testing-library/react';
import { ShellProviders } from '../testing';
import { AdminOnly } from './admin-only';

test('anyone but an admin sees the refusal as an alert under the page title, not the children', () => {
  render(
    <ShellProviders entry="/admin" user={{ email: 'c@example.com', isAdmin: false, emailVerified: true }}>
      <AdminOnly title="Admin Dashboard">
        <p>secret</p>
      </AdminOnly>
    </ShellProviders>,
  );
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent("You don't have any permission");
  expect(screen.queryByText('secret')).not.toBeInTheDocument();
});

test('an admin sees the children', () => {
  render(
    <ShellProviders entry="/admin" user={{ email: 'a@example.com', isAdmin: true, emailVerified: true }}>
      <AdminOnly title="Admin Dashboard">
        <p>secret</p>
      </AdminOnly>
    </ShellProviders>,
  );
  expect(screen.getByText('secret')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
