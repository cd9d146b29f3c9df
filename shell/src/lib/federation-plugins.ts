import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** The MF runtime's retry: a manifest fetch that fails on the network is tried again before giving up. */
export function retryPlugin({ retries = 2, delayMs = 250 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < retries) await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
      }
      throw lastError;
    },
  };
}

/**
 * When a remote's manifest, entry or chunk cannot be loaded, loadRemote resolves to this fallback module
 * instead of rejecting, so the shell keeps its frame. Only the 'onLoad' stage may answer with a module:
 * at the other stages the runtime would take the answer for a manifest or request arguments.
 */
export function fallbackPlugin(
  fallback: (id: string, error: unknown) => { default: ComponentType },
): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      return fallback(args.id, args.error);
    },
  };
}
