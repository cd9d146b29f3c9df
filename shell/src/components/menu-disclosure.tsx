import { Link } from '@agency/ui';
import { paths } from '../config/paths';
import { siteLinks } from './nav-links';

/**
 * The small screens' menu for a browser without JavaScript, which cannot open the menu's dialog: a disclosure
 * that opens in place. Inside <noscript>, so the server's HTML has it and a browser running the app never shows it
 * (the app's menu button is hidden in its stead by the stylesheet's `scripting: none`).
 */
export function MenuDisclosure() {
  return (
    <noscript>
      <details className="menu-disclosure">
        <summary className="menu-toggle" aria-label="Menu">
          <span className="menu-toggle__bars" aria-hidden="true" />
        </summary>
        <nav className="menu-disclosure__panel" aria-label="Mobile">
          {siteLinks.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          <Link to={paths.login}>Login</Link>
        </nav>
      </details>
    </noscript>
  );
}
