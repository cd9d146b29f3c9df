import { Outlet, useLocation, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';
import { useEffect } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ServerStatus } from './server-status';
import { useSiteLogo } from './site-logo';

/** The page's main landmark (the skip link's target); the back office puts its navigation beside it, not in it. */
export function MainArea() {
  return (
    <main id="main" className="site-main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

export function Layout() {
  const t = useTexts(shellMessages);
  const { pathname, hash } = useLocation();
  const logo = useSiteLogo();
  useEffect(() => {
    // Section anchors are scrolled to by the page that owns them; other navigations start at the top.
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Header logo={logo} />
      <ServerStatus />
      <Outlet />
      <Footer logo={logo} />
    </div>
  );
}
