import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './api-metrics';
import { DatabaseMetrics } from './database-metrics';
import { MetricsEndpoint } from './metrics-endpoint';

/** One ApiMetrics for every module (payments, mail) to count into; served by MetricsEndpoint. */
@Global()
@Module({
  providers: [ApiMetrics, DatabaseMetrics, MetricsEndpoint],
  exports: [ApiMetrics],
})
export class MetricsModule {}
