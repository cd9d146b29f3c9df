import { screen } from '@testing-library/react';
import { ADMIN, CUSTOMER, renderPage, stubFetch } from '@agency/ui/testing';
import DashboardPage from '../pages/dashboard';

const searches = {
  'GET /orders?mine=true': { body: [] },
  'GET /orders/total-spent': { body: { totalSpent: '0' } },
  'GET /messages/search?messageStatus=UnRead&pageSize=1': {
    body: { items: [], total: 3, page: 1, pageSize: 1 },
  },
  'GET /orders/search?orderStatus=Pending&pageSize=1&paymentStatus=Paid': {
    body: { items: [], total: 1, page: 1, pageSize: 1 },
  },
};

test("an admin's dashboard leads into the back office and says what waits there", async () => {
  stubFetch(searches);
  renderPage(<DashboardPage />, { route: '/dashboard', path: '/dashboard', user: ADMIN });
  const card = screen.getByRole('link', { name: /Back Office/ });
  expect(card).toHaveAttribute('href', '/admin/');
  expect(await screen.findByText('3 unread messages · 1 paid order to deliver')).toBeInTheDocument();
  // The product description's three cards stay.
  for (const title of [/My Orders/, /Total Spent/, /Support/])
    expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
});

test("a customer's dashboard has no way into the back office and asks for none of its counts", async () => {
  const stub = stubFetch(searches);
  renderPage(<DashboardPage />, { route: '/dashboard', path: '/dashboard', user: CUSTOMER });
  expect(await screen.findByRole('table', { name: 'My Orders' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Back Office/ })).toBeNull();
  expect(stub.calls.some((call) => call.path.includes('/search'))).toBe(false);
});
