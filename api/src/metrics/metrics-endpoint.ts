import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ApiMetrics } from './api-metrics';

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), apart from the public one, so nobody outside reads it unless
 * the operator exposes it. It keeps answering while the instance drains, and closes last.
 */
@Injectable()
export class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;
  /** Where the metrics are served, once listening. */
  url?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: ApiMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const where = this.config.metrics;
    if (!where) return;
    const registry = this.metrics.registry;
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
      server.listen(where.port, where.host, resolve);
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.url = `http://${where.host.includes(':') ? `[${where.host}]` : where.host}:${port}/metrics`;
    this.logger.log(`Metrics at ${this.url}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper keeps its connection open between scrapes.
    server.closeAllConnections();
    await closed;
  }
}
