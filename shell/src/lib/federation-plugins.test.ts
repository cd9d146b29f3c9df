import { retryPlugin } from './federation-plugins';

test('the retry plugin tries a failing manifest fetch again', async () => {
  const ok = { ok: true, status: 200 };
  globalThis.fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(ok) as unknown as typeof fetch;
  const plugin = retryPlugin({ retries: 2, delayMs: 1 });
  await expect(
    (plugin.fetch as (url: string, init: RequestInit) => Promise<unknown>)('http://x/mf-manifest.json', {}),
  ).resolves.toBe(ok);
  expect(globalThis.fetch).toHaveBeenCalledTimes(2);
});

test('the retry plugin gives up after its retries', async () => {
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  const plugin = retryPlugin({ retries: 2, delayMs: 1 });
  await expect(
    (plugin.fetch as (url: string, init: RequestInit) => Promise<unknown>)('http://x/mf-manifest.json', {}),
  ).rejects.toThrow('Failed to fetch');
  expect(globalThis.fetch).toHaveBeenCalledTimes(3);
});
