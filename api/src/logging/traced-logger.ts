import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { logIds } from '@agency/telemetry';

/** Nest's console logger whose JSON lines also name the trace, the span and the request they were written in. */
export class TracedLogger extends ConsoleLogger {
  protected override getJsonLogObject(
    message: unknown,
    options: {
      context: string;
      logLevel: LogLevel;
      writeStreamType?: 'stdout' | 'stderr';
      errorStack?: unknown;
    },
  ) {
    return { ...super.getJsonLogObject(message, options), ...logIds() };
  }
}
