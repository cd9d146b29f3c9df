import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { serveMetrics, type MetricsEndpoint as Served } from '@agency/telemetry';
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
  private served?: Served;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: ApiMetrics,
  ) {}

  /** Where the metrics are served, once listening. */
  get url(): string | undefined {
    return this.served?.url;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.metrics) return;
    this.served = await serveMetrics(this.metrics.registry, this.config.metrics);
    this.logger.log(`Metrics at ${this.served.url}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.served?.close();
  }
}
