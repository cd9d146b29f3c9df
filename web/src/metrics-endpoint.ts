import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** Where the web servers' metrics are served: WEB_METRICS_PORT (none: not served), on WEB_METRICS_HOST or 127.0.0.1. */
export function metricsAddressFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): { port: number; host: string } | undefined {
  const raw = env.WEB_METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`WEB_METRICS_PORT must be a port number between 0 and 65535, got "${raw}"`);
  return { port, host: env.WEB_METRICS_HOST?.trim() || '127.0.0.1' };
}

export interface MetricsEndpoint {
  url: string;
  close(): Promise<void>;
}

/** `GET /metrics` on a port of its own, apart from the sites' ports. */
export async function serveMetrics(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<MetricsEndpoint> {
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    try {
      const body = await registry.metrics();
      response.writeHead(200, { 'content-type': registry.contentType }).end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
