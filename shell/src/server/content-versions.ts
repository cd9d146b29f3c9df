import { PUBLIC_LIST_PATHS, type PublicBlock } from '@agency/contracts/public-reads';
import { DEFAULT_LANGUAGE, LOCALE_PARAM } from '@agency/contracts/languages';

/**
 * Answers each caller with a check that started at most `maxAgeMs` before it arrived: the last one that succeeded,
 * the one under way, or else a new one. A caller finding the last answer past half that age starts the next check
 * without waiting for it, so under steady traffic the answer is renewed before it expires and nobody waits.
 */
function sharedChecks<T>(check: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let recent: { startedAt: number; value: T } | undefined;
  let running: { startedAt: number; promise: Promise<T> } | undefined;
  const start = (now: number) => {
    const started = { startedAt: now, promise: check() };
    running = started;
    started.promise.then(
      (value) => {
        if (!recent || recent.startedAt < started.startedAt) recent = { startedAt: started.startedAt, value };
      },
      () => undefined,
    );
    return started.promise;
  };
  return () => {
    const now = Date.now();
    const runningFresh = running && now - running.startedAt <= maxAgeMs;
    if (recent && now - recent.startedAt <= maxAgeMs) {
      if (now - recent.startedAt > maxAgeMs / 2 && !runningFresh) start(now).catch(() => undefined);
      return Promise.resolve(recent.value);
    }
    if (running && runningFresh) return running.promise;
    return start(now);
  };
}

/**
 * The versions of the public content, as the API's validators (the ETag of each block's list), asked for with a
 * conditional request that the API answers 304 without a body while nothing changed. A page kept under the versions
 * it showed is served only while they are current: a request uses an answer at most `maxAgeMs` old, so a content
 * write shows within that time (plus the second another API process takes to notice it). Requests share the checks.
 */
export function createContentVersions({ timeoutMs, maxAgeMs }: { timeoutMs: number; maxAgeMs: number }) {
  const etags = new Map<string, string>();
  const checks = new Map<string, () => Promise<string>>();

  async function check(url: string): Promise<string> {
    const known = etags.get(url);
    const response = await fetch(url, {
      headers: known ? { 'If-None-Match': known } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    if (response.status === 304 && known) return known;
    const etag = response.headers.get('etag');
    if (!response.ok || !etag) throw new Error(`${url} answered ${response.status} without a validator`);
    etags.set(url, etag);
    return etag;
  }

  return {
    /**
     * The blocks' versions in a language as one string (each language's answers have their own validators); rejects
     * when the API does not answer them all within `timeoutMs`.
     */
    async of(
      apiUrl: string,
      blocks: readonly PublicBlock[],
      locale: string = DEFAULT_LANGUAGE,
    ): Promise<string> {
      const query = locale === DEFAULT_LANGUAGE ? '' : `?${LOCALE_PARAM}=${locale}`;
      const versions = await Promise.all(
        blocks.map((block) => {
          const url = `${apiUrl}${PUBLIC_LIST_PATHS[block]}${query}`;
          let checkNow = checks.get(url);
          if (!checkNow) checks.set(url, (checkNow = sharedChecks(() => check(url), maxAgeMs)));
          return checkNow();
        }),
      );
      return versions.join(' ');
    },
  };
}
