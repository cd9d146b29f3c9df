import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';
import { APP_CONFIG } from './app-config.token';
import { CrashPoints } from './crash-points.service';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, CrashPoints],
      exports: [APP_CONFIG, CrashPoints],
    };
  }
}
