import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@agency/ui';
import { ADMIN, CUSTOMER } from '@agency/ui/testing';
import { renderApp } from '../testing/render-app';
import type { RemoteModule } from '../components/remote-page';
import { routes } from '../config/paths';
import { BACK_OFFICE_NAV } from './back-office-nav';

const crumbTexts = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test('the navigation lists every admin page without a record id, grouped as sales, content and settings', () => {
  expect(BACK_OFFICE_NAV.map((group) => group.label)).toEqual(['Sales', 'Content', 'Settings']);
  const listed = BACK_OFFICE_NAV.flatMap((group) => group.entries.map((entry) => entry.path));
  const expected = routes
    .filter((route) => route.access === 'admin' && !route.path.includes(':'))
    .map((route) => route.path);
  expect(listed.sort()).toEqual(expected.sort());
  const sales = BACK_OFFICE_NAV[0].entries.map((entry) => entry.path);
  expect(sales).toEqual(['/admin', '/total-orders', '/all-messages/', '/all-subscriber/']);
  expect(BACK_OFFICE_NAV[2].entries.map((entry) => entry.path)).toEqual([
    '/add-user',
    '/add-paypal-Email',
    '/audit-log',
    '/releases',
  ]);
});

test('an admin page shows the navigation with the current page marked, and breadcrumbs', async () => {
  renderApp({ path: '/edit-banner', user: ADMIN });
  await screen.findByText('page mfe_cms/ManageScreen');
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).getByRole('link', { name: 'Banner' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Total Orders' })).not.toHaveAttribute('aria-current');
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(crumbTexts()).toEqual(['Back office', 'Content', 'Banner']);
  expect(within(crumbs).getByText('Banner')).toHaveAttribute('aria-current', 'page');
  expect(within(crumbs).getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');
});

test('a record’s page names the list it was opened from as its parent', async () => {
  const loader = jest.fn(async (id: string) => ({
    default: () => (
      <p>
        page {id} <Link to="/view/0123456789abcdef01234567">Open message</Link>
      </p>
    ),
  })) as jest.MockedFunction<(id: string) => Promise<RemoteModule>>;
  renderApp({ path: '/all-messages/', user: ADMIN, loader });
  await screen.findByText(/page mfe_admin\/AllMessages/);
  await userEvent.click(screen.getByRole('link', { name: 'Open message' }));
  await screen.findByText(/page mfe_admin\/ViewMessage/);
  expect(crumbTexts()).toEqual(['Back office', 'Sales', 'All Messages', 'View Message']);
  expect(
    within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
      name: 'All Messages',
    }),
  ).toHaveAttribute('href', '/all-messages/');
});

test('on a phone the menu opens and closes by its button, and closes after a page is chosen', async () => {
  renderApp({ path: '/admin', user: ADMIN });
  await screen.findByText('page mfe_admin/AdminDashboard');
  const toggle = screen.getByRole('button', { name: 'Back office menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  await screen.findByText('page mfe_cms/ManageScreen');
  expect(screen.getByRole('button', { name: 'Back office menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('someone who is not an admin gets the refusal without the back office’s navigation', async () => {
  renderApp({ path: '/edit-banner', user: CUSTOMER });
  expect(await screen.findByText("You don't have any permission")).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
});

test('an unknown single-segment path is not found, outside the frame', async () => {
  renderApp({ path: '/no-such-page', user: ADMIN });
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
});
