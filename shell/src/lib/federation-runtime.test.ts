import { createInstance } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './federation-plugins';

// RemotePage shows its contained error with Retry when the loader rejects. That relies on the MF runtime
// rejecting loadRemote when no errorLoadRemote hook answers, which this pins against the installed runtime.
test('loadRemote rejects when a remote cannot be reached and no plugin answers errorLoadRemote', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  const host = createInstance({
    name: 'shell_under_test',
    remotes: [{ name: 'mfe_cms', entry: 'http://127.0.0.1:9/mf-manifest.json' }],
    plugins: [retryPlugin({ retries: 1, delayMs: 1 })],
  });
  await expect(host.loadRemote('mfe_cms/Settings')).rejects.toThrow('RUNTIME-003');
  expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});
