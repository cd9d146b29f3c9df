// The site's languages as the API keeps them (GET /languages), read by the shell's server for the addresses it
// offers (`/de/…` only while German is one of them), the pages' hreflang alternates and the sitemap.
import type { LanguageSettings } from '@agency/contracts/languages';
import { LANGUAGE_ENDPOINTS } from '@agency/contracts/endpoints/languages';

export interface SiteLanguages {
  /** The settings last read (undefined while none could be read); the first call waits for the first read. */
  current(): Promise<LanguageSettings | undefined>;
  /**
   * Settings read at most `maxAgeMs` ago: what a server render shows (its `hreflang` alternates, the header's
   * switcher) and is kept under, so a change of the site's languages reaches kept renders as a content change does.
   * Waits for a read when the last is older, at most `timeoutMs`, as the render waits for the content's versions.
   */
  fresh(): Promise<LanguageSettings | undefined>;
}

/**
 * Requests share one read at a time, and an answer serves for `maxAgeMs`; after that the next request starts a new
 * read. `current()` is answered with the settings already known meanwhile, so a request that only needs an address
 * never waits on this once one read has answered, and a stalled API holds it up not at all; `fresh()` waits for the
 * read (a render waits for the content's versions anyway). Past half that age a request starts the next read without
 * waiting, so under steady traffic nobody waits. A failed read keeps the last settings (none known: no language's
 * addresses are offered) and is tried again by the next request past `maxAgeMs`.
 */
export function createSiteLanguages({
  apiUrl,
  maxAgeMs,
  timeoutMs,
  now = Date.now,
}: {
  apiUrl: () => string;
  maxAgeMs: number;
  timeoutMs: number;
  now?: () => number;
}): SiteLanguages {
  let last: { readAt: number; settings?: LanguageSettings } | undefined;
  let reading: Promise<LanguageSettings | undefined> | undefined;

  const read = async (readAt: number): Promise<LanguageSettings | undefined> => {
    try {
      const response = await fetch(`${apiUrl()}${LANGUAGE_ENDPOINTS.settings.path}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`${LANGUAGE_ENDPOINTS.settings.path} answered ${response.status}`);
      last = { readAt, settings: (await response.json()) as LanguageSettings };
    } catch {
      last = { readAt, settings: last?.settings };
    }
    return last.settings;
  };

  const readNow = (at: number) => (reading ??= read(at).finally(() => (reading = undefined)));
  /** The read under way or started now when the last is older than `age`; undefined while the last will do. */
  const renewed = (age: number) => {
    const at = now();
    return !last || at - last.readAt > age ? readNow(at) : undefined;
  };

  return {
    current() {
      const reading = renewed(maxAgeMs);
      return last ? Promise.resolve(last.settings) : reading!;
    },
    fresh() {
      const stale = renewed(maxAgeMs);
      if (stale) return stale;
      void renewed(maxAgeMs / 2);
      return Promise.resolve(last!.settings);
    },
  };
}
