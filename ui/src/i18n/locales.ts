import {
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  type InterfaceLanguage,
} from '@agency/contracts/languages';

/**
 * The languages the interface has catalogues for, the same list the API accepts as an account's language; English
 * is the default and the product description's own texts.
 */
export const SUPPORTED_LOCALES = INTERFACE_LANGUAGES;
export type Locale = InterfaceLanguage;
export const DEFAULT_LOCALE = 'en' satisfies Locale;
export const isLocale = isInterfaceLanguage;

/**
 * The first supported language among the requested ones, in their order of preference; a region is ignored
 * ("de-AT" is German), and nothing supported means the default.
 */
export function negotiateLocale(requested: readonly (string | null | undefined)[]): Locale {
  for (const tag of requested) {
    const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
