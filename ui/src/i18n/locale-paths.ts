import { splitLanguagePrefix, withLanguagePrefix } from '@agency/contracts/languages';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

/** The languages whose pages have addresses of their own (`/de/…`): every interface language but the default. */
export const PREFIXED_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * The language an address names by its prefix and the page's path without it (`/de/pricing/` → de, `/pricing/`);
 * an unprefixed address is the default language's. The router's basename ends with a slash (`/de/`), so that every
 * link it makes is a page's canonical address: the home page is `/de/`, where `/de` would be a redirect. `/de` alone
 * (the web server redirects it) keeps a basename that matches it.
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string; basename?: string } {
  const { language, path } = splitLanguagePrefix(pathname, PREFIXED_LOCALES);
  if (!language) return { locale: DEFAULT_LOCALE, path };
  const basename = `/${language}`;
  return { locale: language as Locale, path, basename: pathname === basename ? basename : `${basename}/` };
}

/**
 * Where a page rendered in `locale` sits in its address: under the language's prefix when the address carries that
 * language's (`/de/pricing/` in German is the router's `/pricing/` under the basename `/de/`), else the address as it
 * is (a German prefix on a page rendered in English, as for a language the site does not offer, is no prefix).
 */
export function addressIn(pathname: string, locale: Locale): { path: string; basename?: string } {
  const addressed = localeOfPath(pathname);
  return addressed.basename && addressed.locale === locale ? addressed : { path: pathname };
}

/** A page's address in a language: `/pricing/` in German is `/de/pricing/`, in English `/pricing/`. */
export function localizedPath(path: string, locale: Locale): string {
  return withLanguagePrefix(path, locale === DEFAULT_LOCALE ? undefined : locale);
}
