import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { UsersModule } from './users/users.module';
import type { ContentResource } from '@agency/contracts';
import { ContentModule } from './content/content.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { MessagesModule } from './messages/messages.module';
import { SubscribersModule } from './subscribers/subscribers.module';
import { PaypalSettingsModule } from './paypal-settings/paypal-settings.module';
import { AuditLogModule } from './audit/audit-log.module';
import { MediaModule } from './media/media.module';
import { ReleasesModule } from './releases/releases.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { MigrationsModule } from './migrations/migrations.module';
import { DemoSeedModule } from './seed/demo-seed.module';
import type { MigrationSettings } from './migrations/migrations.service';

@Module({})
export class AppModule {
  /**
   * The database URI is resolved before Nest starts (it may be the embedded engine's); the content catalogue is the
   * contracts' own unless a test brings another, and so are the migrations.
   */
  static forRoot(
    config: AppConfig,
    databaseUri: string,
    catalogue?: readonly ContentResource[],
    migrations?: Partial<MigrationSettings>,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUri),
        MetricsModule,
        RateLimitModule,
        AuditLogModule,
        AuthModule,
        AccountModule,
        UsersModule,
        ContentModule.forCatalogue(catalogue),
        DemoSeedModule,
        MediaModule,
        OrdersModule,
        PaymentsModule,
        MessagesModule,
        SubscribersModule,
        PaypalSettingsModule,
        ReleasesModule,
        HealthModule,
        MigrationsModule.forRoot(migrations),
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
