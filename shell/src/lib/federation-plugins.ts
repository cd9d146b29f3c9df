import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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
