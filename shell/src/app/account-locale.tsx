import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { isLocale, LocaleProvider, useLocale, useLocation, useSession, type Locale } from '@agency/ui';
import { isSignedInPage } from '../config/route-at';

/**
 * The signed-in pages are in the language the account chose (on `/account`), the frame around them included;
 * public pages keep the page's language. A change of the account's language (the session read again) switches
 * them at once.
 */
export function AccountLocale({ children }: { children: ReactNode }) {
  const pageLocale = useLocale();
  const { user } = useSession();
  const { pathname } = useLocation();
  const chosen = user?.language;
  // Deferred: while a language's catalogues load, the page stays as it is instead of suspending.
  const locale = useDeferredValue<Locale>(isLocale(chosen) && isSignedInPage(pathname) ? chosen : pageLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
