import { renderToString } from 'react-dom/server';
import { ShellProviders } from '@agency/ui/testing';
import { Header } from './header';

test('the server-rendered header offers Login at desktop width to a browser without JavaScript', () => {
  // The server renders before any session is known (undefined: the page would read it in the browser).
  const html = renderToString(
    <ShellProviders entry="/" user={undefined}>
      <Header logo="Brandly" />
    </ShellProviders>,
  );
  const desktopActions = html.slice(html.indexOf('site-header__actions--desktop'));
  expect(desktopActions).toMatch(/^[^]*?<noscript><a [^>]*href="\/login"[^>]*>Login<\/a><\/noscript>/);
  // Nothing else account-related is said before the session is known.
  expect(html).not.toContain('Dashboard');
});
