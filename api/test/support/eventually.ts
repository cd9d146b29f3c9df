export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Probes until `accept` holds or `timeoutMs` has passed, waiting `intervalMs` between probes, and returns the last
 * value probed: the caller's assertion on it says what was expected.
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await sleep(intervalMs);
  }
}
