import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestWithReader } from '../http/request-reader';
import { replyLanguage } from '../i18n/request-language';
import {
  exceptionBody,
  exceptionMessage,
  translateFieldErrors,
  translateMessage,
} from '../i18n/translate-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-errors';
import { TooManyRequestsException } from '../http/too-many-requests.exception';

/**
 * Every error leaves the API as `{ statusCode, message }` (and its details); internals never reach the client. The
 * messages are in the reader's language (the signed-in account's, else Accept-Language's), English by default.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const language = replyLanguage(host.switchToHttp().getRequest<FastifyRequest & RequestWithReader>());
    const say = (message: string) => translateMessage(language, { message });

    if (error instanceof HttpException) {
      if (error instanceof TooManyRequestsException)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      const status = error.getStatus();
      const { errors, mismatches } = exceptionBody(error);
      void reply.status(status).send({
        statusCode: status,
        message: exceptionMessage(language, error),
        ...(errors ? { errors: translateFieldErrors(language, errors) } : {}),
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
          message: say('The database is unavailable; please retry shortly.'),
        });
      return;
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    void reply
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .send({ statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: say('Internal server error') });
  }
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) keep their status. */
function isFastifyClientError(error: unknown): error is { statusCode: number; message: string } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
