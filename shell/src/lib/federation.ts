import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../components/remote-page';
import { RemoteUnavailable } from '../components/remote-error';
import { fallbackPlugin, retryPlugin } from './federation-plugins';
import type { RuntimeConfig } from './runtime-config';

/** Registers the remotes named in config.json with the MF runtime; nothing about them is known at build time. */
export function setupFederation(
  remotes: RuntimeConfig['remotes'],
): (id: string) => Promise<RemoteModule | null> {
  registerPlugins([
    retryPlugin(),
    fallbackPlugin((id, error) => ({ default: RemoteUnavailable, failed: { id, error } }) as RemoteModule),
  ]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return (id) => loadRemote<RemoteModule>(id);
}
