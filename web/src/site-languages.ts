// The site's languages as the API keeps them (GET /languages), read by the shell's server for the addresses it
// offers (`/de/…` only while German is one of them), the pages' hreflang alternates and the sitemap.
import { LANGUAGE_PATHS, type LanguageSettings } from '@agency/contracts/languages';

export interface SiteLanguages {
  /** The settings, read again once older than `maxAgeMs`; the last ones read while the API does not answer. */
  current(): Promise<LanguageSettings | undefined>;
}

/**
 * Requests share one read at a time, and an answer serves for `maxAgeMs`: a language added or removed reaches the
 * addresses within that time, without a round trip to the API per page. While the API does not answer, the last
 * settings read serve at once (nothing known: no language's addresses are offered) and a read is tried again each
 * `maxAgeMs`, so a stalled API holds no page up on this.
 */
export function createSiteLanguages({
  apiUrl,
  maxAgeMs,
  timeoutMs,
}: {
  apiUrl: () => string;
  maxAgeMs: number;
  timeoutMs: number;
}): SiteLanguages {
  let last: { readAt: number; settings?: LanguageSettings; failed: boolean } | undefined;
  let reading: Promise<LanguageSettings | undefined> | undefined;

  const read = async (readAt: number): Promise<LanguageSettings | undefined> => {
    try {
      const response = await fetch(`${apiUrl()}${LANGUAGE_PATHS.settings}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`${LANGUAGE_PATHS.settings} answered ${response.status}`);
      last = { readAt, settings: (await response.json()) as LanguageSettings, failed: false };
    } catch {
      last = { readAt, settings: last?.settings, failed: true };
    }
    return last.settings;
  };

  return {
    current() {
      const now = Date.now();
      if (last && now - last.readAt <= maxAgeMs) return Promise.resolve(last.settings);
      reading ??= read(now).finally(() => (reading = undefined));
      return last?.failed ? Promise.resolve(last.settings) : reading;
    },
  };
}
