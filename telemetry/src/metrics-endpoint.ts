// Prometheus metrics served on a port of their own, apart from the public one: nobody outside reads them unless the
// operator exposes that port. The API and the web servers each serve their registry this way.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsAddress {
  port: number;
  host: string;
}

export interface MetricsEndpoint {
  url: string;
  close(): Promise<void>;
}

/** `GET /metrics` on `port` of `host`; anything else is 404. */
export async function serveMetrics(
  registry: Registry,
  { port, host }: MetricsAddress,
): Promise<MetricsEndpoint> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
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
        // A scraper keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}
