// The site's languages as the API keeps them (GET /languages), read by the shell's server for the addresses it
// offers (`/de/…` only while German is one of them), the pages' hreflang alternates and the sitemap.
import { LANGUAGE_PATHS, type LanguageSettings } from '@agency/contracts/languages';

export interface SiteLanguages {
  /** The settings last read (undefined while none could be read); the first call waits for the first read. */
  current(): Promise<LanguageSettings | undefined>;
}

/**
 * Requests share one read at a time, and an answer serves for `maxAgeMs`; after that the next request starts a new
 * read but is answered with the settings already known, so no page ever waits on this once one read has answered,
 * and a stalled API holds no page up. A language added or removed reaches the addresses a read later. A failed read
 * keeps the last settings (none known: no language's addresses are offered) and is tried again after `maxAgeMs`.
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
      const response = await fetch(`${apiUrl()}${LANGUAGE_PATHS.settings}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`${LANGUAGE_PATHS.settings} answered ${response.status}`);
      last = { readAt, settings: (await response.json()) as LanguageSettings };
    } catch {
      last = { readAt, settings: last?.settings };
    }
    return last.settings;
  };

  return {
    current() {
      const at = now();
      if (!last || at - last.readAt > maxAgeMs) reading ??= read(at).finally(() => (reading = undefined));
      return last ? Promise.resolve(last.settings) : reading!;
    },
  };
}
