import type { LanguageSettings } from '@agency/contracts/languages';
import { LANGUAGE_ENDPOINTS } from '@agency/contracts/endpoints/languages';
import { callEndpoint, SUPPORTED_LOCALES, useQuery, type Locale } from '@agency/ui';

/**
 * The languages an account may choose here: the site's configured languages (`GET /languages`) that the interface
 * has catalogues for, in the site's order.
 */
export function useOfferedLanguages() {
  return useQuery({
    queryKey: ['languages', 'offered'],
    queryFn: ({ signal }) => callEndpoint<LanguageSettings>(LANGUAGE_ENDPOINTS.settings, { signal }),
    select: (settings): Locale[] =>
      settings.languages.filter((code): code is Locale =>
        (SUPPORTED_LOCALES as readonly string[]).includes(code),
      ),
  });
}
