import { fallbackPlugin, retryPlugin } from './federation-plugins';

const fallbackModule = { default: () => null };

test('errorLoadRemote answers with the fallback module only at the onLoad stage', async () => {
  const plugin = fallbackPlugin(() => fallbackModule);
  const base = {
    id: 'mfe_cms/Settings',
    error: new Error('x'),
    from: 'runtime' as const,
    origin: {} as never,
  };
  expect(await plugin.errorLoadRemote!({ ...base, lifecycle: 'onLoad' })).toBe(fallbackModule);
  // At 'afterResolve' the runtime would take the answer for a manifest, so the error must propagate.
  expect(await plugin.errorLoadRemote!({ ...base, lifecycle: 'afterResolve' })).toBeUndefined();
  expect(await plugin.errorLoadRemote!({ ...base, lifecycle: 'beforeRequest' })).toBeUndefined();
});

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
