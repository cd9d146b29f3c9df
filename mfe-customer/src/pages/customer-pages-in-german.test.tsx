import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { LocaleProvider, preloadTexts } from '@agency/ui';
import { ADMIN, CUSTOMER, renderPage, stubFetch, type RenderPageOptions } from '@agency/ui/testing';
import { SecondFactorSection } from '../account/second-factor-section';
import { customerMessages } from '../messages';
import { order } from '../testing/orders';
import DashboardPage from './dashboard';
import MyOrdersPage from './my-orders';

const orders = [
  order(1, 'UnPaid'),
  order(2, 'Paid', { orderStatus: 'Delivered', packageName: 'Premium', packagePrice: '1299.5' }),
  order(3, 'Cancelled'),
];

/** A page as a German-speaking visitor sees it: its texts, dates and money in German. */
function renderInGerman(page: ReactElement, options: RenderPageOptions) {
  return renderPage(<LocaleProvider locale="de">{page}</LocaleProvider>, options);
}

beforeAll(() => preloadTexts('de', [customerMessages]));

test('the orders list in German: headers, statuses, dates and money as German writes them', async () => {
  stubFetch({ 'GET /orders?mine=true': { body: orders } });
  renderInGerman(<MyOrdersPage />, { path: '/my-order', user: CUSTOMER });
  expect(screen.getByRole('heading', { name: 'Meine Bestellungen' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Meine Bestellungen' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([
    'Bestellnr.',
    'Bestelldatum',
    'Name',
    'Paket',
    'Betrag (USD)',
    'Bestellstatus',
    'Zahlungsstatus',
  ]);
  const premium = within(table).getByText('Premium').closest('tr')!;
  // The stored 01/02/2026 is the 2nd of January; German puts the day first and a comma before the cents (the
  // queries read the non-breaking space before the sign as a space).
  expect(within(premium).getByText('02.01.2026')).toBeInTheDocument();
  expect(within(premium).getByText('1299,50 $')).toBeInTheDocument();
  expect(within(premium).getByText('Geliefert')).toBeInTheDocument();
  expect(within(premium).getByRole('button', { name: 'Bezahlt' })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Jetzt bezahlen' })).toBeInTheDocument();
  expect(within(table).getByText('Von Ihnen storniert')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Erneut bezahlen' })).toBeInTheDocument();
});

test('the same list in English keeps the documented texts, the stored date and the product description’s money', async () => {
  stubFetch({ 'GET /orders?mine=true': { body: orders } });
  renderPage(<MyOrdersPage />, { path: '/my-order', user: CUSTOMER });
  const table = await screen.findByRole('table', { name: 'My Orders' });
  const premium = within(table).getByText('Premium').closest('tr')!;
  expect(within(premium).getByText('01/02/2026')).toBeInTheDocument();
  expect(within(premium).getByText('$1299.50')).toBeInTheDocument();
  expect(within(premium).getByRole('button', { name: 'You Have Paid' })).toBeInTheDocument();
});

test('an empty list in German still leads to the packages', async () => {
  stubFetch({ 'GET /orders?mine=true': { body: [] } });
  renderInGerman(<MyOrdersPage />, { path: '/my-order', user: CUSTOMER });
  const link = await screen.findByRole('link', { name: 'Wählen Sie ein Paket' });
  expect(link.parentElement).toHaveTextContent(
    'Sie haben noch keine Bestellungen. Wählen Sie ein Paket, um loszulegen.',
  );
});

test("the admin's back-office card counts in German, one and many alike", async () => {
  stubFetch({
    'GET /orders?mine=true': { body: [] },
    'GET /orders/total-spent': { body: { totalSpent: '1234.5' } },
    'GET /messages/search?messageStatus=UnRead&pageSize=1': {
      body: { items: [], total: 3, page: 1, pageSize: 1 },
    },
    'GET /orders/search?orderStatus=Pending&pageSize=1&paymentStatus=Paid': {
      body: { items: [], total: 1, page: 1, pageSize: 1 },
    },
  });
  renderInGerman(<DashboardPage />, { path: '/dashboard', user: ADMIN });
  expect(screen.getByRole('heading', { name: `Willkommen, ${ADMIN.email}` })).toBeInTheDocument();
  expect(
    await screen.findByText('3 ungelesene Nachrichten · 1 bezahlte Bestellung auszuliefern'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Ausgaben gesamt/ })).toHaveTextContent('1234,50 $');
  expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
});

test('the sign-in security part in German: its days and how many recovery codes are left, one and many', async () => {
  const passkey = { _id: 'p1', name: 'Laptop', createdAt: '2026-03-05T10:00:00.000Z', lastUsedAt: null };
  let left = 1;
  stubFetch({
    'GET /account/second-factor': () => ({
      body: {
        totp: false,
        passkeys: [passkey],
        recoveryCodesLeft: left,
        setup: { requiredFrom: '2030-01-15T09:00:00.000Z', overdue: false },
      },
    }),
  });
  const { unmount } = renderInGerman(<SecondFactorSection />, { path: '/account', user: ADMIN });
  const section = await screen.findByRole('region', { name: 'Anmeldesicherheit' });
  expect(await within(section).findByText(/Ab dem 15\.01\.2030 verlangt die Verwaltung/)).toBeInTheDocument();
  expect(within(section).getByText(/Laptop, hinzugefügt am 05\.03\.2026/)).toBeInTheDocument();
  expect(within(section).getByText('Ihnen bleibt 1 Wiederherstellungscode.')).toBeInTheDocument();
  unmount();
  left = 7;
  renderInGerman(<SecondFactorSection />, { path: '/account', user: ADMIN });
  expect(await screen.findByText('Ihnen bleiben 7 Wiederherstellungscodes.')).toBeInTheDocument();
});
