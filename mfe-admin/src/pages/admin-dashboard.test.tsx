import { render, screen, within } from '@testing-library/react';
import { configureApi, MemoryRouter, SessionProvider } from '@agency/ui';
import { stubFetch } from '@agency/ui/testing';
import AdminDashboardPage from './admin-dashboard';

const admin = { email: 'admin@agency.test', isAdmin: true, emailVerified: true };
const orders = Array.from({ length: 12 }, (_, i) => ({
  _id: `o${i}`,
  packageName: 'Basic',
  packagePrice: '19',
  customerEmail: 'c@example.com',
  customerName: `Customer ${i + 1}`,
  paymentStatus: 'Paid',
  orderStatus: 'Pending',
  orderDate: '01/01/2026',
}));
const messages = [
  {
    _id: 'm1',
    name: 'Ana',
    email: 'a@x.co',
    number: '1',
    subject: 'Hi',
    message: 'Hello',
    messageStatus: 'UnRead',
  },
  {
    _id: 'm2',
    name: 'Bo',
    email: 'b@x.co',
    number: '2',
    subject: 'Yo',
    message: 'Hey',
    messageStatus: 'Read',
  },
];
const api = {
  'GET /orders': { body: orders },
  'GET /orders/total-sales': { body: { totalSales: '228' } },
  'GET /subscribers': {
    body: [
      { _id: 's1', subemail: 'first@x.co' },
      { _id: 's2', subemail: 'second@x.co' },
    ],
  },
  'GET /messages': { body: messages },
  'GET /paypal-email': { body: [{ _id: 'p1', paypalEmail: 'pay@agency.test' }] },
};

function renderAdmin(user: typeof admin | null) {
  return render(
    <MemoryRouter>
      <SessionProvider initialUser={user}>
        <AdminDashboardPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test("a non-admin sees 'You don't have any permission' and nothing is fetched", () => {
  const stub = stubFetch(api);
  renderAdmin({ ...admin, isAdmin: false });
  expect(screen.getByText("You don't have any permission")).toBeInTheDocument();
  expect(stub).not.toHaveBeenCalled();
});

test('an admin sees the cards, total sales and the paginated tables', async () => {
  stubFetch(api);
  renderAdmin(admin);
  const orderTable = await screen.findByRole('table', { name: 'Total Orders' });
  expect(within(orderTable).getAllByRole('row')).toHaveLength(11);
  expect(within(orderTable).getAllByRole('link', { name: 'Update Order' })[0]).toHaveAttribute(
    'href',
    '/admin/payment-status/o0',
  );
  expect(screen.getByText('$228.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/setting');
  expect(screen.getByRole('link', { name: /Total Orders/ })).toHaveAttribute('href', '/total-orders');
  expect(screen.getByRole('link', { name: /All Messages/ })).toHaveAttribute('href', '/all-messages/');
  expect(screen.getByRole('link', { name: /All Subscribers/ })).toHaveAttribute('href', '/all-subscriber/');
  expect(screen.getByRole('link', { name: /Admin Email/ })).toHaveAttribute('href', '/add-user');
  expect(screen.getByRole('link', { name: /Payment/ })).toHaveAttribute('href', '/paypal-email/p1');
  const subscribers = screen.getByRole('table', { name: 'Total Subscribers' });
  expect(within(subscribers).getAllByRole('row')[1]).toHaveTextContent('second@x.co');
  const unread = screen.getByRole('table', { name: 'Unread Messages' });
  expect(within(unread).getByRole('link', { name: 'View Message' })).toHaveAttribute('href', '/view/m1');
  expect(within(screen.getByRole('table', { name: 'Read Messages' })).getByText('Bo')).toBeInTheDocument();
});

test('a failing read shows its error with Retry while the rest still shows', async () => {
  stubFetch({ ...api, 'GET /messages': { status: 500, body: { message: 'Messages are unavailable' } } });
  renderAdmin(admin);
  expect(await screen.findByText('Messages are unavailable')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Total Orders' })).toBeInTheDocument();
});
