import {
  localizedPath,
  rememberLocale,
  useLocale,
  useLocation,
  useTexts,
  useVisitorLocales,
  type Locale,
} from '@agency/ui';
import { isSignedInPage } from '../config/route-at';
import { shellMessages } from '../messages';

/** A language's name in itself ("Deutsch", "English"), as a visitor looking for their own language reads it. */
function ownName(locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

/**
 * The same page in each of the site's languages, on a site with more than one. Plain links, not the router's: the
 * other language's page is another address, rendered by the server in that language. Following one remembers the
 * choice (the `locale` cookie) for the pages the browser renders alone; an address never redirects by it. Not on
 * the signed-in pages, which follow the account's language. In the header's bar on wide screens, in the menu on
 * small ones, where the bar has room for the logo and the menu's button alone.
 */
export function LanguageSwitcher({ placement }: { placement: 'bar' | 'menu' }) {
  const t = useTexts(shellMessages);
  const locale = useLocale();
  const locales = useVisitorLocales();
  // The router's location is the page's own path, without the language's prefix.
  const { pathname, search, hash } = useLocation();
  // A signed-in page is in the account's language, chosen on the account page, whatever its address says.
  if (locales.length < 2 || isSignedInPage(pathname)) return null;
  return (
    <nav className={`language-switcher language-switcher--${placement}`} aria-label={t('language.switcher')}>
      <ul>
        {locales.map((other) => (
          <li key={other}>
            <a
              href={`${localizedPath(pathname, other)}${search}${hash}`}
              hrefLang={other}
              lang={other}
              aria-current={other === locale ? 'page' : undefined}
              onClick={() => rememberLocale(other)}
            >
              {ownName(other)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
