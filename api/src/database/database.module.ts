import { DynamicModule, Module, OnModuleInit } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/** Server selection gives up after this long, so a request fails fast instead of hanging when the database is down. */
export const SERVER_SELECTION_TIMEOUT_MS = 1500;

@Module({})
export class DatabaseModule implements OnModuleInit {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  static forRoot(uri: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MongooseModule.forRoot(uri, {
          bufferCommands: false,
          serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
          connectTimeoutMS: 2000,
          heartbeatFrequencyMS: 1000,
          sanitizeFilter: true,
          autoIndex: true,
          retryAttempts: 3,
          retryDelay: 500,
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
