import { DynamicModule, Module, OnModuleInit } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ApiMetrics } from '../metrics/api-metrics';
import { countServerSelectionFailures } from '../metrics/database-metrics';

/**
 * The API's driver timeouts; an option `MONGODB_URI` names wins over its default here. Server selection gives up
 * after 1.5 s, so a request fails fast instead of hanging when the database is down.
 */
const DRIVER_TIMEOUT_DEFAULTS = {
  serverSelectionTimeoutMS: 1500,
  connectTimeoutMS: 2000,
  heartbeatFrequencyMS: 1000,
};

@Module({})
export class DatabaseModule implements OnModuleInit {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  static forRoot(uri: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MongooseModule.forRootAsync({
          inject: [APP_CONFIG, ApiMetrics],
          useFactory: (config: AppConfig, metrics: ApiMetrics) => ({
            uri,
            bufferCommands: false,
            ...withoutOptionsNamedIn(uri, DRIVER_TIMEOUT_DEFAULTS),
            sanitizeFilter: true,
            autoIndex: true,
            retryAttempts: 3,
            retryDelay: 500,
            ...(config.metrics ? countServerSelectionFailures(metrics) : {}),
          }),
        }),
      ],
    };
  }

  /**
   * Unique indexes enforce rules (one singleton record, one claim per payment transaction, one account per
   * e-mail), and autoIndex builds them in the background. Every model is registered by now, so waiting on
   * each one's memoised init() here means no bootstrap hook (admin, demo seed) and no request runs before
   * they exist. Nest already refuses to start without a database, so this adds no new way to fail.
   */
  async onModuleInit(): Promise<void> {
    await Promise.all(Object.values(this.connection.models).map((model) => model.init()));
  }
}

/**
 * The defaults whose option the connection string does not set: the driver prefers options given in code over
 * the string's, so a default left in would silently override what the operator wrote.
 */
export function withoutOptionsNamedIn<T extends Record<string, unknown>>(
  uri: string,
  defaults: T,
): Partial<T> {
  const query = uri.split('?')[1] ?? '';
  const named = new Set([...new URLSearchParams(query).keys()].map((name) => name.toLowerCase()));
  return Object.fromEntries(
    Object.entries(defaults).filter(([name]) => !named.has(name.toLowerCase())),
  ) as Partial<T>;
}
