import { isLocale, negotiateLocale, type Locale } from './locales';

/** Where the visitor's own choice of language is kept in the browser; the server can read the cookie too. */
export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function storedLocale(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** Remembers the visitor's choice for later visits (and for the server, which receives the cookie). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** A page the browser renders alone: the visitor's stored choice, else the browser's languages. */
export function browserLocale(): Locale {
  const stored = storedLocale();
  return isLocale(stored) ? stored : negotiateLocale(navigator.languages ?? [navigator.language]);
}

/** A page the server rendered: the language it rendered in, so hydration renders the same texts. */
export function documentLocale(): Locale {
  return negotiateLocale([document.documentElement.lang]);
}
