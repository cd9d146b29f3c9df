import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageSettings } from '@agency/contracts/languages';
import { LANGUAGE_ENDPOINTS } from '@agency/contracts/endpoints/languages';
import { callEndpoint } from '../api/api-client';
import { useLocale } from './locale-context';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

/** The site's languages as the API keeps them (`GET /languages`); the server render puts them in the page's state. */
export const siteLanguagesQuery = queryOptions({
  queryKey: ['site-languages'] as const,
  queryFn: ({ signal }) => callEndpoint<LanguageSettings>(LANGUAGE_ENDPOINTS.settings, { signal }),
});

/** The languages a visitor may read the site in: the site's, for which the interface has a catalogue. */
export function visitorLocales(settings: LanguageSettings | undefined): Locale[] {
  const configured = settings?.languages ?? [];
  return SUPPORTED_LOCALES.filter((locale) => configured.includes(locale));
}

/** The site's visitor languages, in the interface's order; empty until they are known. */
export function useVisitorLocales(): Locale[] {
  return visitorLocales(useQuery(siteLanguagesQuery).data);
}

/**
 * The language to read content in: the page's while the site keeps content in it, else the default language's. The
 * interface may be in a language the site's content does not have (a German browser on an English-only site gets
 * its browser-rendered pages in German), and content asked for in it would be refused.
 */
export function contentLocaleOf(locale: Locale, settings: LanguageSettings | undefined): Locale {
  return visitorLocales(settings).includes(locale) ? locale : DEFAULT_LOCALE;
}

/** The language the page's content is read in (`contentLocaleOf`). */
export function useContentLocale(): Locale {
  return contentLocaleOf(useLocale(), useQuery(siteLanguagesQuery).data);
}
