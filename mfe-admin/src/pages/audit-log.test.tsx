import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { searchPages } from '../testing/fixtures';
import AuditLogPage from './audit-log';

function line(index: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: `a${index}`,
    createdAt: new Date(Date.UTC(2026, 10, 26, 9, index)).toISOString(),
    actorId: '0123456789abcdef01234567',
    actorEmail: ADMIN.email,
    area: 'content',
    action: `Updated Banner ${index}`,
    recordId: `r${index}`,
    method: 'PUT',
    path: `/update-banner/r${index}`,
    changes: [{ field: 'bannerHeading', value: `Heading ${index}` }],
    address: '203.0.113.9',
    userAgent: 'Firefox',
    ...overrides,
  };
}

const lines = Array.from({ length: 23 }, (_, i) => line(23 - i));

test('20 lines a page, newest first, each saying who, what, when and from where', async () => {
  stubFetch(searchPages('auditLog', lines, 20));
  renderPage(<AuditLogPage />, { user: ADMIN, route: '*' });
  const table = await screen.findByRole('table', { name: 'Audit Log' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(21);
  expect(rows[1]).toHaveTextContent(ADMIN.email);
  expect(rows[1]).toHaveTextContent('Updated Banner 23');
  expect(rows[1]).toHaveTextContent('bannerHeading');
  expect(rows[1]).toHaveTextContent('Heading 23');
  expect(rows[1]).toHaveTextContent('203.0.113.9');
  expect(within(rows[1]).getByText(/2026/).closest('time')).toHaveAttribute('datetime', lines[0].createdAt);
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/audit-log\/export\.csv$/),
  );
});

test('a sign-in shows no record or changes', async () => {
  stubFetch(
    searchPages(
      'auditLog',
      [
        line(1, {
          area: 'sign-ins',
          action: 'Signed in to the back office',
          recordId: undefined,
          changes: [],
        }),
      ],
      20,
    ),
  );
  renderPage(<AuditLogPage />, { user: ADMIN, route: '*' });
  const table = await screen.findByRole('table', { name: 'Audit Log' });
  const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(
    expect.arrayContaining(['sign-ins', 'Signed in to the back office', '—']),
  );
});

test('the search filters by area, on the server', async () => {
  const stub = stubFetch({
    ...searchPages('auditLog', lines, 20),
    'GET /audit-log/search?area=orders&sort=-createdAt': {
      body: {
        items: [line(1, { area: 'orders', action: 'Changed order status' })],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
  });
  renderPage(<AuditLogPage />, { user: ADMIN, route: '*' });
  await screen.findByRole('table', { name: 'Audit Log' });
  await userEvent.selectOptions(screen.getByLabelText('Area'), 'orders');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const found = await screen.findByRole('table', { name: 'Audit lines found' });
  expect(within(found).getByText('Changed order status')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('1 match');
  expect(stub.calls.some((call) => call.path === '/audit-log/search?area=orders&sort=-createdAt')).toBe(true);
});

test('an empty log says so', async () => {
  stubFetch(searchPages('auditLog', [], 20));
  renderPage(<AuditLogPage />, { user: ADMIN, route: '*' });
  expect(await screen.findByText('No admin has changed anything yet.')).toBeInTheDocument();
});
