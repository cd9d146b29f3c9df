#!/usr/bin/env node
// `node web/dist/serve.js <app>` (the workspace's `agency-web` bin, `npm run serve -w @agency/web -- <app>`): one
// app's web server, the shell's or a remote's, alone on its host, configured by the environment alone
// (docs/configuration.md#a-web-server). It needs only its own build (APP_DIST) and the release store.
import './tracing';
import { logIds, serveMetrics, stopTracing, tracingEnabled } from '@agency/telemetry';
import { createAppServer } from './app-server';
import { closeGracefully, shutdownFromEnv } from './graceful-close';
import { createRoutingSource } from './releases/routing-source';
import { createSiteReleases } from './releases/site-releases';
import { serveSettingsFromEnv, type ServeSettings } from './serve-settings';
import { listenWebServer } from './web-server';
import { createWebMetrics } from './web-metrics';

/** Every line the server writes is one JSON object, as the API's are in production. */
function jsonLog(app: string, level: 'log' | 'error' = 'log') {
  return (message: string) =>
    (level === 'error' ? process.stderr : process.stdout).write(
      `${JSON.stringify({ level, timestamp: new Date().toISOString(), context: app, message, ...(tracingEnabled() ? logIds() : {}) })}\n`,
    );
}

async function serve(settings: ServeSettings): Promise<void> {
  const { app, host, port, root, releasesDir, addresses, rendering, requestLog } = settings;
  const log = jsonLog(app);
  const { drainMs, graceMs } = shutdownFromEnv();
  const writeLine = (line: string) => process.stdout.write(`${line}\n`);
  // A wildcard address is reached at the loopback address on its own host.
  const reachable = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host;
  const urlAt = (bound: number) =>
    `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${bound}`;
  // Known before it listens unless the port is to be picked (0): the shell's warm-up render already names it.
  let ownUrl = urlAt(port);
  const siteAddresses = () => (addresses.siteUrlGiven ? addresses : { ...addresses, siteUrl: ownUrl });
  // Only the shell follows the release registry: a remote's server serves files, whatever is live.
  const routing =
    app === 'shell'
      ? createRoutingSource({ apiUrl: addresses.apiUrl, refreshMs: rendering.remoteRefreshMs, log })
      : undefined;
  await routing?.refresh();
  const metrics = settings.metrics ? createWebMetrics() : undefined;
  const endpoint = metrics && settings.metrics && (await serveMetrics(metrics.registry, settings.metrics));
  let shuttingDown = false;
  const server = await createAppServer({
    app,
    root,
    addresses: siteAddresses,
    releasesDir,
    releases: routing && createSiteReleases({ routing, releasesDir }),
    rendering,
    metrics,
    shuttingDown: () => shuttingDown,
    log,
    requestLog: requestLog ? writeLine : undefined,
  });
  const bound = await listenWebServer(server, port, host);
  ownUrl = urlAt(bound);
  log(`${app} listening on ${host}:${bound}, serving ${root}`);

  // SIGTERM (an orchestrator): report not ready for the drain delay, answer what is in flight, then leave within
  // the grace period. Ctrl+C stops without the drain: no balancer is waiting to see this server not ready.
  const stop = async (drain: number) => {
    setTimeout(() => {
      jsonLog(app, 'error')(`shutdown took longer than ${graceMs} ms: exiting anyway`);
      process.exit(1);
    }, graceMs).unref();
    shuttingDown = true;
    await new Promise((resolve) => setTimeout(resolve, drain));
    routing?.stop();
    await closeGracefully(server);
    if (endpoint) await endpoint.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop(drainMs));
  process.once('SIGINT', () => void stop(0));
}

let settings: ServeSettings;
try {
  settings = serveSettingsFromEnv(process.argv[2]);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
serve(settings).catch((error: unknown) => {
  jsonLog(
    settings.app,
    'error',
  )(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
