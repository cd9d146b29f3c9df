import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The page's language, given from above: the server render's request, the page it hydrates, the visitor's choice
 * in the browser (and, with per-language addresses, the router). Never a global, so concurrent server renders in
 * different languages cannot mix.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
