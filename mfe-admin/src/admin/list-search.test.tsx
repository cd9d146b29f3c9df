import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@agency/ui';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { countOf, makeOrders, searchPages } from '../testing/fixtures';
import TotalOrdersPage from '../pages/total-orders';

/** Where the page's router is: the search lives in the URL. */
function Url() {
  return <output data-testid="url">{useLocation().search}</output>;
}

const page = (items: ReturnType<typeof makeOrders>, pageNumber: number, total: number) => ({
  body: { items, total, page: pageNumber, pageSize: 10 },
});

function api(extra: Record<string, unknown> = {}) {
  return stubFetch({
    ...searchPages('orders', makeOrders(3), 10),
    ...countOf('orders', 3),
    'GET /orders/total-sales': { body: { totalSales: '0' } },
    'GET /paypal-email': { body: [] },
    ...extra,
  });
}

function renderOrders(url = '/total-orders') {
  return renderPage(
    <>
      <TotalOrdersPage />
      <Url />
    </>,
    { path: url, user: ADMIN, route: '*' },
  );
}

test('a search goes to the server and into the URL; its results replace the full table, with their own pages', async () => {
  const fetched = api({
    'GET /orders/search?paymentStatus=Paid&q=ana&sort=-createdAt': page(makeOrders(10), 1, 12),
    'GET /orders/search?page=2&paymentStatus=Paid&q=ana&sort=-createdAt': page(makeOrders(2), 2, 12),
  });
  renderOrders();
  await screen.findByRole('table', { name: 'Total Orders' });
  const form = screen.getByRole('search', { name: 'Search orders' });
  await userEvent.type(within(form).getByLabelText('Search'), 'ana');
  await userEvent.selectOptions(within(form).getByLabelText('Payment Status'), 'Paid');
  await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

  const found = await screen.findByRole('table', { name: 'Orders found' });
  expect(screen.queryByRole('table', { name: 'Total Orders' })).not.toBeInTheDocument();
  expect(screen.getByTestId('url')).toHaveTextContent('?q=ana&paymentStatus=Paid&sort=-createdAt');
  expect(screen.getByText('12 matches')).toBeInTheDocument();
  expect(within(found).getAllByRole('row')).toHaveLength(11);
  // The export takes the same search.
  expect(screen.getByRole('link', { name: 'Export these as CSV' }).getAttribute('href')).toMatch(
    /\/orders\/export\.csv\?paymentStatus=Paid&q=ana&sort=-createdAt$/,
  );

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Orders found pages' })).getByRole('button', {
      name: 'Page 2',
    }),
  );
  await screen.findByRole('button', { name: 'Page 2', current: 'page' });
  expect(screen.getByTestId('url')).toHaveTextContent('page=2');
  // Row numbers go on from the first page.
  expect(within(screen.getByRole('table', { name: 'Orders found' })).getByText('11')).toBeInTheDocument();
  expect(fetched.calls.map((call) => call.path)).toContain(
    '/orders/search?page=2&paymentStatus=Paid&q=ana&sort=-createdAt',
  );
});

test('a search already in the URL (a reload, a shared link) shows its results and fills the form', async () => {
  api({ 'GET /orders/search?orderStatus=Delivered&sort=amountCents': page(makeOrders(1), 1, 1) });
  renderOrders('/total-orders?orderStatus=Delivered&sort=amountCents');
  expect(await screen.findByText('1 match')).toBeInTheDocument();
  const form = screen.getByRole('search', { name: 'Search orders' });
  expect(within(form).getByLabelText('Order Status')).toHaveValue('Delivered');
  expect(within(form).getByLabelText('Sort')).toHaveValue('amountCents');
  // The sort names fields by their labels, never by their stored names.
  // In words that fit what is sorted: numbers by size, texts alphabetically, never "(Z–A)" for an amount.
  expect(within(form).getByRole('option', { name: 'Amount, lowest first' })).toBeInTheDocument();
  expect(within(form).getByRole('option', { name: 'Amount, highest first' })).toBeInTheDocument();
  expect(within(form).getByRole('option', { name: 'Email, Z to A' })).toBeInTheDocument();
  expect(within(form).getByRole('option', { name: 'Newest first' })).toBeInTheDocument();
  expect(within(form).queryByRole('option', { name: /Amount.*[AZ]–[AZ]/ })).toBeNull();
  expect(within(form).queryByRole('option', { name: /cents|customerEmail/i })).toBeNull();
  await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
  expect(await screen.findByRole('table', { name: 'Total Orders' })).toBeInTheDocument();
  expect(screen.getByTestId('url')).toBeEmptyDOMElement();
});

test("a search the server refuses says why, and the page's frame stays", async () => {
  api({
    'GET /orders/search?from=2026-02-01&sort=-createdAt&to=2026-01-01': {
      status: 400,
      body: {
        message: 'to must not be before from',
        errors: [{ field: 'to', message: 'to must not be before from' }],
      },
    },
  });
  renderOrders('/total-orders?from=2026-02-01&to=2026-01-01&sort=-createdAt');
  expect(await screen.findByText('to must not be before from')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Total Orders' })).toBeInTheDocument();
});
