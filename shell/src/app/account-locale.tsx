import { useDeferredValue, useEffect, type ReactNode } from 'react';
import {
  isLocale,
  isRecordId,
  LocaleProvider,
  matchRoutes,
  useLocale,
  useLocation,
  useSession,
  type Locale,
} from '@agency/ui';
import { routes } from '../config/paths';

const ROUTE_MATCHES = routes.map((route) => ({ path: route.path, route }));

/** Whether a path is one of the signed-in pages (customer, admin and CMS), not a public one. */
function isSignedInPage(pathname: string): boolean {
  const match = matchRoutes(ROUTE_MATCHES, pathname)?.[0];
  if (!match || match.route.route.access === 'public') return false;
  // `/:id` is the about editor only for a record id; any other single segment is a public not-found page.
  return !match.route.route.recordIdOnly || isRecordId(match.params.id);
}

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
