import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { UsersModule } from './users/users.module';
import { ContentModule } from './content/content.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { MessagesModule } from './messages/messages.module';
import { SubscribersModule } from './subscribers/subscribers.module';
import { PaypalSettingsModule } from './paypal-settings/paypal-settings.module';
import { HttpExceptionFilter } from './common/http-exception.filter';

@Module({})
export class AppModule {
  /** The database URI is resolved before Nest starts (it may be the embedded engine's). */
  static forRoot(config: AppConfig, databaseUri: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUri),
        RateLimitModule,
        AuthModule,
        UsersModule,
        ContentModule,
        OrdersModule,
        PaymentsModule,
        MessagesModule,
        SubscribersModule,
        PaypalSettingsModule,
        HealthModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
