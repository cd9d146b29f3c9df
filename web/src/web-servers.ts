// The shell's and the four remotes' web servers side by side in one process, each on its own loopback origin, wired
// to each other's URLs: what `npm start` and the tests run. A deployment runs each alone (serve.ts).
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { serveMetrics } from '@agency/telemetry';
import { createAppServer } from './app-server';
import type { RenderingLimits } from './page-renderer';
import { releasesDirFromEnv } from './releases/release-urls';
import { createRoutingSource } from './releases/routing-source';
import { createSiteReleases } from './releases/site-releases';
import type { SiteAddresses } from './site-addresses';
import { apps, localUrl, type AppName } from './stack-ports';
import { listenWebServer } from './web-server';
import { closeGracefully } from './graceful-close';
import { metricsAddressFromEnv } from './metrics-endpoint';
import { createWebMetrics } from './web-metrics';

/** The repository's root: each app's build is `<root>/<app>/dist` unless a test gives another folder. */
const repositoryRoot = path.resolve(__dirname, '..', '..');

/**
 * Server rendering's limits: SSR_BUDGET_MS for one page, SSR_REMOTE_REFRESH_MS between reads of the remote's
 * manifest, SSR_CONTENT_MAX_AGE_MS for how long the content's versions are trusted before they are asked for again.
 */
export function renderingFromEnv(env: NodeJS.ProcessEnv = process.env): RenderingLimits {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive whole number of ms`);
    return value;
  };
  return {
    budgetMs: number('SSR_BUDGET_MS', 3000),
    remoteRefreshMs: number('SSR_REMOTE_REFRESH_MS', 10_000),
    contentMaxAgeMs: number('SSR_CONTENT_MAX_AGE_MS', 250),
  };
}

export interface WebServersOptions {
  /** Each app's port; 0 or none picks a free one. */
  ports: Partial<Record<AppName, number>>;
  apiUrl: string;
  /** The site's public URL (sitemap, robots.txt); the shell's own URL by default. */
  siteUrl?: string;
  /** An app's build folder instead of `<app>/dist` (a test's copy it can deploy into). */
  roots?: Partial<Record<AppName, string>>;
  /** Instead of the environment's. */
  rendering?: Partial<RenderingLimits>;
  /** The release store's folder instead of RELEASES_DIR's. */
  releasesDir?: string;
  /** Where the metrics are served instead of WEB_METRICS_PORT's; none: not measured. */
  metrics?: { port: number; host: string };
  /** One JSON line per answered request, to `log`. */
  requestLog?: boolean;
  log?: (line: string) => void;
}

export interface WebServers {
  urls: Record<AppName, string>;
  /** Stops one app's server (to see a dead remote contained). */
  stopServer(app: AppName): Promise<void>;
  stop(): Promise<void>;
  /**
   * Reports not ready at once, keeps serving for `drainMs` (a load balancer sees not-ready and stops sending requests),
   * then closes each server once the requests it has are answered.
   */
  shutDown(drainMs: number): Promise<void>;
  /** Where the metrics are served, when they are. */
  metricsUrl?: string;
}

/** Serves the shell's and the four remotes' dists. */
export async function startWebServers({
  ports,
  apiUrl,
  siteUrl,
  roots = {},
  rendering = {},
  releasesDir = releasesDirFromEnv(),
  metrics: metricsAddress = metricsAddressFromEnv(),
  requestLog = false,
  log = console.log,
}: WebServersOptions): Promise<WebServers> {
  const servers: Partial<Record<AppName, FastifyInstance>> = {};
  const urls = {} as Record<AppName, string>;
  const limits = { ...renderingFromEnv(), ...rendering };
  // The release registry's pointers, read at start and every refresh interval.
  const routing = createRoutingSource({
    apiUrl,
    refreshMs: limits.remoteRefreshMs,
    log: (line) => log(`[shell] ${line}`),
  });
  await routing.refresh();
  const releases = createSiteReleases({ routing, releasesDir });
  const metrics = metricsAddress ? createWebMetrics() : undefined;
  const endpoint =
    metrics && metricsAddress ? await serveMetrics(metrics.registry, metricsAddress) : undefined;
  let shuttingDown = false;
  const stop = async () => {
    routing.stop();
    await Promise.all(Object.values(servers).map((server) => server.close()));
    await endpoint?.close();
  };
  // Browsers and servers reach each other at the servers' own loopback URLs, known once every port is.
  const addresses = (): SiteAddresses => ({
    apiUrl,
    apiPublicUrl: apiUrl,
    siteUrl: siteUrl ?? urls.shell,
    remoteUrls: urls,
    remoteInternalUrls: urls,
  });
  try {
    for (const app of apps) {
      const server = await createAppServer({
        app,
        root: roots[app] ?? path.join(repositoryRoot, app, 'dist'),
        addresses,
        releasesDir,
        releases: app === 'shell' ? releases : undefined,
        rendering: limits,
        metrics,
        shuttingDown: () => shuttingDown,
        log: (line) => log(`[${app}] ${line}`),
        requestLog: requestLog ? log : undefined,
      });
      servers[app] = server;
      urls[app] = localUrl(await listenWebServer(server, ports[app] ?? 0));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls,
    stopServer: async (app) => {
      await servers[app]?.close();
      delete servers[app];
    },
    stop,
    shutDown: async (drainMs) => {
      shuttingDown = true;
      await sleep(drainMs);
      routing.stop();
      await Promise.all(Object.values(servers).map(closeGracefully));
      await endpoint?.close();
    },
    metricsUrl: endpoint?.url,
  };
}
