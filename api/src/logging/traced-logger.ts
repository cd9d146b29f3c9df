import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { logIds } from '@agency/telemetry';
import { escapeControlCharacters } from './log-text';

/**
 * Nest's console logger whose JSON lines also name the trace, the span and the request they were written in, and
 * whose text lines (development) keep every message on its one line: JSON lines escape control characters already.
 */
export class TracedLogger extends ConsoleLogger {
  protected override stringifyMessage(message: unknown, logLevel: LogLevel): string {
    return super.stringifyMessage(
      typeof message === 'string' ? escapeControlCharacters(message) : message,
      logLevel,
    ) as string;
  }

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
