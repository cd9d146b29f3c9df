import { Link, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';
import { paths } from '../config/paths';
import { LanguageSwitcher } from './language-switcher';
import { siteLinks } from './nav-links';

/**
 * The small screens' menu for a browser without JavaScript, which cannot open the menu's dialog: a disclosure
 * that opens in place. Inside <noscript>, so the server's HTML has it and a browser running the app never shows it
 * (the app's menu button is hidden in its stead by the stylesheet's `scripting: none`).
 */
export function MenuDisclosure() {
  const t = useTexts(shellMessages);
  return (
    <noscript>
      <details className="menu-disclosure">
        <summary className="menu-toggle" aria-label={t('menu.title')}>
          <span className="menu-toggle__bars" aria-hidden="true" />
        </summary>
        <nav className="menu-disclosure__panel" aria-label={t('nav.mobile')}>
          {siteLinks.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.label)}
            </Link>
          ))}
          <Link to={paths.login}>{t('account.login')}</Link>
          <LanguageSwitcher placement="menu" />
        </nav>
      </details>
    </noscript>
  );
}
