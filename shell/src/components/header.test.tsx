import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, CUSTOMER, stubFetch } from '@agency/ui/testing';
import { renderApp } from '../testing/render-app';

beforeEach(() => stubFetch({ 'GET /logo': { body: [{ _id: '1', logo: 'Brandly' }] } }));

function header() {
  return within(screen.getByRole('banner'));
}

test('the header links to the landing sections', async () => {
  renderApp({ path: '/login' });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#service-sec');
  expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#who-sec');
  expect(nav.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/#testi-sec');
  expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact-sec');
  expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing/');
  expect(nav.getByRole('link', { name: 'What We Do' })).toHaveAttribute('href', '/service/');
  expect(await header().findByText('Brandly')).toBeInTheDocument();
});

test("the logo link's name holds the name it shows", async () => {
  renderApp({ path: '/login' });
  expect(await header().findByRole('link', { name: 'Brandly – Home' })).toHaveAttribute('href', '/');
});

test('an image logo links Home, its picture named by the link', async () => {
  stubFetch({ 'GET /logo': { body: [{ _id: '1', logo: '/media/logo.png' }] } });
  renderApp({ path: '/login' });
  const link = await header().findByRole('link', { name: 'Home' });
  await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', '/media/logo.png'));
  expect(link).not.toHaveTextContent(/\S/);
});

test('a signed-in customer can sign out from the header of any page, and lands on the home page', async () => {
  const stub = stubFetch({
    'GET /logo': { body: [{ _id: '1', logo: 'Brandly' }] },
    'POST /auth/logout': { status: 204 },
  });
  renderApp({ path: '/my-order', user: CUSTOMER });
  await userEvent.click(header().getByRole('button', { name: 'Signout' }));
  await waitFor(() => expect(header().getByRole('link', { name: 'Login' })).toBeInTheDocument());
  expect(header().queryByRole('button', { name: 'Signout' })).toBeNull();
  expect(stub.calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\|/));
});

test('an anonymous visitor sees Login and no Admin', () => {
  renderApp({ path: '/login' });
  expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(header().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
});

test('a customer sees Dashboard, My Account and no Admin', () => {
  renderApp({ path: '/login', user: CUSTOMER });
  expect(header().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(header().getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
});

test('an admin also sees Admin', () => {
  renderApp({ path: '/login', user: ADMIN });
  expect(header().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
  expect(header().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
});

test('the mobile menu opens as a dialog, takes focus, and closes with Escape back on its button', async () => {
  renderApp({ path: '/login', user: ADMIN });
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(within(dialog).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#service-sec');
  // One label per destination: the service page is not a second "Services".
  expect(within(dialog).getByRole('link', { name: 'What We Do' })).toHaveAttribute('href', '/service/');
  expect(within(dialog).getAllByRole('link', { name: /Services/ })).toHaveLength(1);
  expect(within(dialog).getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});

test('following a link in the mobile menu closes it', async () => {
  renderApp({ path: '/login' });
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Pricing' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent('/pricing/');
});

test('on a site with German the header offers the same page in each language', async () => {
  stubFetch({
    'GET /logo': { body: [{ _id: '1', logo: 'Brandly' }] },
    'GET /languages': { body: { languages: ['en', 'de'], defaultLanguage: 'en' } },
  });
  renderApp({ path: '/pricing/' });
  const switcher = within(await screen.findByRole('navigation', { name: 'Language' }));
  expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/pricing/');
  expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
});

test('on a small screen the languages are in the menu, where the bar has no room for them', async () => {
  stubFetch({
    'GET /logo': { body: [{ _id: '1', logo: 'Brandly' }] },
    'GET /languages': { body: { languages: ['en', 'de'], defaultLanguage: 'en' } },
  });
  renderApp({ path: '/pricing/' });
  // The bar's links are hidden below the menu's width by the stylesheet, which this test does not load.
  expect(await screen.findByRole('navigation', { name: 'Language' })).toHaveClass('language-switcher--bar');
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = within(within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Language' }));
  expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/pricing/');
  expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
});

test('a signed-in page has no language links: it follows the account’s language', async () => {
  const stub = stubFetch({
    'GET /logo': { body: [{ _id: '1', logo: 'Brandly' }] },
    'GET /languages': { body: { languages: ['en', 'de'], defaultLanguage: 'en' } },
  });
  renderApp({ path: '/my-order', user: CUSTOMER });
  await waitFor(() => expect(stub.calls.some((call) => call.path === '/languages')).toBe(true));
  expect(await header().findByText('Brandly')).toBeInTheDocument();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
});
