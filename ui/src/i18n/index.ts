// The interface's languages: every app takes these from @agency/ui, the singleton that carries the library.
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, negotiateLocale, type Locale } from './locales';
export { browserLocale, documentLocale, rememberLocale, LOCALE_COOKIE } from './preferred-locale';
export { defineCatalogue, preloadCatalogue, type Catalogue } from './catalogue';
export { LocaleProvider, useLocale } from './locale-context';
export { addressIn, localeOfPath, localizedPath, PREFIXED_LOCALES } from './locale-paths';
export { preloadTexts } from './preload-texts';
export {
  contentLocaleOf,
  siteLanguagesQuery,
  useContentLocale,
  useVisitorLocales,
  visitorLocales,
} from './site-languages';
export { useTexts, type MessageValues, type Texts } from './use-texts';
