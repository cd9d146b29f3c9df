import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';

/** Server selection gives up after this long, so a request fails fast instead of hanging when the database is down. */
export const SERVER_SELECTION_TIMEOUT_MS = 1500;

@Module({})
export class DatabaseModule {
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
}
