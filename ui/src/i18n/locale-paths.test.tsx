import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, HistoryRouter, Link, Navigate, Route, Routes, useLocation } from '../routing';
import { addressIn, localeOfPath } from './locale-paths';

test('an address under a language’s prefix is that language’s page, its router based at the prefix and a slash', () => {
  expect(localeOfPath('/de/pricing/')).toEqual({ locale: 'de', path: '/pricing/', basename: '/de/' });
  expect(localeOfPath('/de/')).toEqual({ locale: 'de', path: '/', basename: '/de/' });
  // The server redirects `/de` to `/de/`; were it rendered, its router still matches it.
  expect(localeOfPath('/de')).toEqual({ locale: 'de', path: '/', basename: '/de' });
  expect(localeOfPath('/pricing/')).toEqual({ locale: 'en', path: '/pricing/' });
  expect(localeOfPath('/dex/')).toEqual({ locale: 'en', path: '/dex/' });
  expect(addressIn('/de/pricing/', 'de')).toEqual({ locale: 'de', path: '/pricing/', basename: '/de/' });
  // A German prefix on a page rendered in English (a language the site does not offer) is no prefix.
  expect(addressIn('/de/pricing/', 'en')).toEqual({ path: '/de/pricing/' });
});

function Where() {
  return <output>{useLocation().pathname}</output>;
}

test('every link and move of a page under a prefix is a canonical address: the home page is /de/, never /de', async () => {
  const { basename } = addressIn('/de/pricing/', 'de');
  const history = createMemoryHistory({ initialEntries: ['/de/pricing/'], v5Compat: true });
  render(
    <HistoryRouter history={history} basename={basename}>
      <Link to="/">Home</Link>
      <Link to="/pricing/">Pricing</Link>
      <Link to="/contact">Contact</Link>
      <Routes>
        <Route path="/pricing/" element={<Link to="/old-home">Old home</Link>} />
        <Route path="/old-home" element={<Navigate to="/" replace />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
      <Where />
    </HistoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/de/');
  expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/de/pricing/');
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/de/contact');
  // The route table is matched without the prefix, and a redirect lands on the home page as the router sees it.
  expect(screen.getByRole('status')).toHaveTextContent('/pricing/');
  await userEvent.click(screen.getByRole('link', { name: 'Old home' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  expect(history.location.pathname).toBe('/de/');
});
