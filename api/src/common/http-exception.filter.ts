import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-errors';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service';

/** Every error leaves the API as `{ statusCode, message }` (and its details); internals never reach the client. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();

    if (error instanceof HttpException) {
      if (error instanceof TooManyRequestsException)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      const status = error.getStatus();
      const body = error.getResponse();
      const {
        message = error.message,
        errors,
        mismatches,
      } = typeof body === 'string' ? { message: body } : (body as ErrorBody);
      void reply.status(status).send({
        statusCode: status,
        message: Array.isArray(message) ? message.join('; ') : message,
        ...(errors ? { errors } : {}),
        ...(mismatches ? { mismatches } : {}),
      });
      return;
    }
    if (isFastifyClientError(error)) {
      void reply.status(error.statusCode).send({ statusCode: error.statusCode, message: error.message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      this.logger.warn(`Database unavailable: ${(error as Error).message}`);
      void reply
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          statusCode: HttpStatus.SERVICE_UNAVAILABLE,
          message: 'The database is unavailable; please retry shortly.',
        });
      return;
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    void reply
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .send({ statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' });
  }
}

interface ErrorBody {
  message?: unknown;
  /** Bad fields of a request body: [{ field, message }]. */
  errors?: unknown;
  /** Why the release compatibility gate refused a release, one line each. */
  mismatches?: unknown;
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) keep their status. */
function isFastifyClientError(error: unknown): error is { statusCode: number; message: string } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
