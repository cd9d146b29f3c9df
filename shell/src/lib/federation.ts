import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../components/remote-page';
import { retryPlugin } from './federation-plugins';
import type { RuntimeConfig } from './runtime-config';

/**
 * Registers the remotes named in config.json with the MF runtime; nothing about them is known at build time.
 * A remote that still cannot be loaded after the retries makes loadRemote reject (no errorLoadRemote hook
 * answers for it), and RemotePage shows its contained error with Retry.
 */
export function setupFederation(
  remotes: RuntimeConfig['remotes'],
): (id: string) => Promise<RemoteModule | null> {
  registerPlugins([retryPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return (id) => loadRemote<RemoteModule>(id);
}
