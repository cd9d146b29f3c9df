// One app's web server as it is deployed, the shell's or a remote's: its headers and, for the shell, its pages and
// config.json wired to the site's addresses, its health routes, metrics and logs. `serve.ts` runs one of them alone;
// `startWebServers` runs the five side by side for `npm start` and the tests.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { requestIdHook, tracingEnabled } from '@agency/telemetry';
import { addHealthRoutes } from './graceful-close';
import type { RenderingLimits } from './page-renderer';
import type { SiteReleases } from './releases/site-releases';
import { logRequests } from './request-log';
import { readRouteTable } from './route-table';
import { buildRuntimeConfig } from './runtime-config';
import { contentSecurityPolicy } from './security-headers';
import { originOf, remotes, type SiteAddresses } from './site-addresses';
import type { AppName } from './stack-ports';
import { createWebServer, type WebServerOptions } from './web-server';
import type { WebMetrics } from './web-metrics';

export interface AppServerOptions {
  app: AppName;
  /** The app's build folder. */
  root: string;
  /** Read per request: servers started together learn each other's ports only once all listen. */
  addresses: () => SiteAddresses;
  /** The release store: a remote serves its own folder of it at /_releases/<version>/. */
  releasesDir: string;
  /** The shell: the registry's choice of releases per visitor. */
  releases?: SiteReleases;
  rendering: RenderingLimits;
  metrics?: WebMetrics;
  /** True once the server is stopping: /health/ready answers 503. */
  shuttingDown: () => boolean;
  /** Where news of the server goes (a page rendered in the browser instead, the registry unreachable). */
  log: (line: string) => void;
  /** Where one JSON line per answered request goes; none: requests are not logged. */
  requestLog?: (line: string) => void;
}

/** The proxies the API trusts to name the visitor (TRUSTED_PROXIES): the shell's server names visitors to the API. */
const trustedProxiesFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** What the shell's server and a remote's each add to a plain web server. */
function appOptions({
  app,
  addresses,
  releasesDir,
  releases,
  rendering,
}: AppServerOptions): Omit<WebServerOptions, 'root' | 'log' | 'metrics'> {
  const apiOrigin = () => originOf(addresses().apiPublicUrl);
  if (app !== 'shell')
    return {
      csp: () => contentSecurityPolicy({ apiOrigin: apiOrigin() }),
      corsOrigin: () => originOf(addresses().siteUrl),
      releasesRoot: path.join(releasesDir, app),
    };
  return {
    csp: (scriptHashes) =>
      contentSecurityPolicy({
        remoteOrigins: [...new Set(remotes.map((remote) => originOf(addresses().remoteUrls[remote])))],
        apiOrigin: apiOrigin(),
        scriptHashes,
      }),
    trustedProxies: trustedProxiesFromEnv(),
    secureCookies: () => addresses().siteUrl.startsWith('https:'),
    shell: {
      // Without a visitor (the server renderer's own build of each remote): the live releases.
      runtimeConfig: (visitor = releases?.live()) => {
        const { apiPublicUrl, remoteUrls, siteUrl } = addresses();
        return buildRuntimeConfig({ apiUrl: apiPublicUrl, remoteUrls, siteUrl, visitor });
      },
      apiUrl: () => addresses().apiUrl,
      internal: () => {
        const { apiUrl, remoteUrls, remoteInternalUrls } = addresses();
        return {
          apiUrl,
          remoteFiles: Object.fromEntries(
            remotes.map((remote) => [
              remote,
              { public: remoteUrls[remote], internal: remoteInternalUrls[remote] },
            ]),
          ),
        };
      },
      releases,
      siteUrl: () => addresses().siteUrl,
      rendering,
    },
  };
}

export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const { app, root, metrics, log, requestLog, shuttingDown } = options;
  const server = await createWebServer({ root, log, metrics, ...appOptions(options) });
  // With tracing on, what is logged during a request names it beside its trace.
  if (tracingEnabled()) server.addHook('onRequest', requestIdHook());
  if (requestLog) logRequests(server, app, requestLog);
  addHealthRoutes(server, shuttingDown);
  // The shell's pages are measured under their route table's paths.
  const pages = app === 'shell' ? readRouteTable(root) : undefined;
  metrics?.measure(server, app, pages && ((pathname) => pages.routeAt(pathname)?.path));
  return server;
}
