/** A page as rendered, kept for the requests that would render it the same. */
export interface KeptRender {
  status: number;
  etag: string;
  html: string;
}

/**
 * Rendered pages keyed by everything a render depends on (the address, the status, the runtime configuration, the
 * remote's build, the versions of the content it shows), the least recently used dropped past `capacity`. A content
 * write or a new build makes a new key, so an entry is never out of date: it is only no longer asked for.
 */
export function createRenderCache(capacity: number) {
  const entries = new Map<string, KeptRender>();
  return {
    get(key: string): KeptRender | undefined {
      const entry = entries.get(key);
      if (entry) {
        // Most recently used last: a Map keeps insertion order.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    keep(key: string, render: KeptRender) {
      entries.delete(key);
      entries.set(key, render);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
  };
}
