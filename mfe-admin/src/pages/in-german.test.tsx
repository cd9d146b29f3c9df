// The admin pages in German: every text from the German catalogues, dates and money written the German way; the
// same pages in English read as documented.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@agency/contracts';
import { LocaleProvider, preloadTexts, type Locale } from '@agency/ui';
import { onDemandMessages } from '@agency/ui/record-views';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { adminMessages } from '../messages';
import { countOf, makeOrders, searchPages } from '../testing/fixtures';
import AuditLogPage from './audit-log';
import TotalOrdersPage from './total-orders';

// As the shell does before showing a page in German: its catalogues' German chunks are loaded first.
beforeAll(() => preloadTexts('de', [adminMessages, onDemandMessages]));

function inLanguage(locale: Locale, page: ReactElement) {
  return renderPage(<LocaleProvider locale={locale}>{page}</LocaleProvider>, { user: ADMIN, route: '*' });
}

function ordersApi() {
  const orders = makeOrders(12).map((order, index) =>
    index === 0 ? { ...order, paymentStatus: 'UnPaid' as const } : order,
  );
  return {
    ...searchPages('orders', orders, 10),
    ...countOf('orders', orders.length),
    ...countOf('subscribers', 0),
    ...countOf('messages', 0),
    'GET /orders/total-sales': { body: { totalSales: '1234.5' } },
    'GET /paypal-email': { body: [] },
  };
}

const auditLine: AuditEntry = {
  _id: 'a1',
  createdAt: new Date(Date.UTC(2026, 10, 26, 12, 0, 5)).toISOString(),
  actorId: '0123456789abcdef01234567',
  actorEmail: ADMIN.email,
  area: 'content',
  action: 'Updated Banner',
  recordId: 'r1',
  method: 'PUT',
  path: '/update-banner/r1',
  changes: [],
  address: '203.0.113.9',
  userAgent: 'Firefox',
};

test('Total Orders in German: headings, column names, statuses, search, pager and money are German', async () => {
  stubFetch(ordersApi());
  inLanguage('de', <TotalOrdersPage />);
  expect(await screen.findByRole('heading', { name: 'Alle Bestellungen' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Alle Bestellungen' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual([
    'Nr.',
    'Bestellnr.',
    'Bestelldatum',
    'Kundenname',
    'E-Mail',
    'Paket',
    'Preis',
    'Bestellstatus',
    'Zahlungsstatus',
    'Aktion',
  ]);
  const [, first] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('19,00 $');
  expect(first).toHaveTextContent('Offen');
  expect(first).toHaveTextContent('Unbezahlt');
  expect(within(first).getByRole('link', { name: 'Bestellung bearbeiten' })).toBeInTheDocument();
  expect(screen.getByText('1234,50 $')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Als CSV exportieren' })).toBeInTheDocument();
  const search = screen.getByRole('search');
  expect(within(search).getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
  expect(within(search).getByRole('combobox', { name: 'Zahlungsstatus' })).toHaveTextContent(
    'AlleUnbezahltBezahltStorniertErstattet',
  );
  expect(within(search).getByRole('option', { name: 'Neueste zuerst' })).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Seiten von Alle Bestellungen' });
  expect(within(pager).getByRole('button', { name: 'Seite 2' })).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
});

test('the same page in English keeps the documented texts and $1234.50', async () => {
  stubFetch(ordersApi());
  inLanguage('en', <TotalOrdersPage />);
  const table = await screen.findByRole('table', { name: 'Total Orders' });
  expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Sl No.');
  const [, first] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('$19.00');
  expect(first).toHaveTextContent('UnPaid');
  expect(screen.getByText('$1234.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
});

test.each([
  ['de', 'Änderungsprotokoll', /^26\.11\.2026, \d{2}:00:05$/],
  ['en', 'Audit Log', /^Nov 26, 2026, \d{1,2}:00:05\s[AP]M$/],
] as const)(
  'the audit log in %s writes its times the way that language does',
  async (locale, caption, time) => {
    stubFetch(searchPages('auditLog', [auditLine], 20));
    inLanguage(locale, <AuditLogPage />);
    const table = await screen.findByRole('table', { name: caption });
    expect(within(table).getByText(time).closest('time')).toHaveAttribute('datetime', auditLine.createdAt);
  },
);
