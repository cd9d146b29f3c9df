// The release registry's routing document as every web server keeps it: read from the API at start and again every
// refresh interval. A read that fails keeps the last document read (the site goes on as it was); until a first read
// succeeds there is none, and the servers serve the builds they were started with.
import type { RoutingDocument } from '@agency/contracts/releases';

import { RELEASE_ENDPOINTS } from '@agency/contracts/endpoints/releases';

export const ROUTING_PATH = RELEASE_ENDPOINTS.routing.path;

export interface RoutingSource {
  /** The last routing document read, or undefined when the registry was never reached. */
  current(): RoutingDocument | undefined;
  /** Reads the document now (the first read, or a test that cannot wait for the interval). */
  refresh(): Promise<void>;
  stop(): void;
}

function isRoutingDocument(value: unknown): value is RoutingDocument {
  const document = value as Partial<RoutingDocument> | null;
  return (
    typeof document === 'object' &&
    document !== null &&
    typeof document.revision === 'number' &&
    typeof document.slices === 'object' &&
    document.slices !== null &&
    typeof document.overrideKey?.publicKey === 'string'
  );
}

export function createRoutingSource({
  apiUrl,
  refreshMs,
  log,
}: {
  apiUrl: string | (() => string);
  refreshMs: number;
  log: (line: string) => void;
}): RoutingSource {
  let document: RoutingDocument | undefined;
  let failing = false;
  // Appended, not resolved: an API reached under a path (`https://site.example/api`) keeps it.
  const url = () =>
    `${(typeof apiUrl === 'function' ? apiUrl() : apiUrl).replace(/\/+$/, '')}${ROUTING_PATH}`;

  async function refresh(): Promise<void> {
    try {
      const response = await fetch(url(), {
        signal: AbortSignal.timeout(Math.min(refreshMs, 5000)),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isRoutingDocument(body)) throw new Error('its answer is not a routing document');
      if (document && body.revision !== document.revision)
        log(`release registry: now at revision ${body.revision}`);
      document = body;
      if (failing) log('release registry: reachable again');
      failing = false;
    } catch (error) {
      // Said once per outage, not at every interval.
      if (!failing)
        log(
          `release registry: ${url()} could not be read (${error instanceof Error ? error.message : String(error)}); ${
            document ? 'keeping its last routing' : "serving the web servers' own builds"
          }`,
        );
      failing = true;
    }
  }

  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();
  return { current: () => document, refresh, stop: () => clearInterval(timer) };
}
