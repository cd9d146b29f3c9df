/**
 * The rate limits count in fixed windows (RateLimitService): a test that fills one must not straddle a window's end,
 * or the counts restart halfway and the request that should be refused passes. This waits for the next window when
 * less than `needMs` of the current one is left.
 */
export async function inOneRateWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Room for the wait above and the requests after it. */
export const RATE_WINDOW_TEST_TIMEOUT_MS = 60_000;
