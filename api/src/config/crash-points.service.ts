import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from './app-config';
import { APP_CONFIG } from './app-config.token';
import type { CrashPoint } from './crash-point';

/** Stops the process at the crash point API_CRASH_POINT names, which only a test (NODE_ENV=test) may set. */
@Injectable()
export class CrashPoints {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  reached(point: CrashPoint): void {
    if (this.config.crashPoint === point) process.kill(process.pid, 'SIGKILL');
  }
}
