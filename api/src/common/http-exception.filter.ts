import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '@agency/contracts';
import type { RequestWithUser } from '../auth/current-user.decorator';
import { replyLanguage } from '../i18n/request-language';
import { translateFieldErrors, translateMessage } from '../i18n/translate-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-errors';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service';

/**
 * Every error leaves the API as `{ statusCode, message }` (and its details); internals never reach the client. The
 * messages are in the reader's language (the signed-in account's, else Accept-Language's), English by default.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const language = replyLanguage(host.switchToHttp().getRequest<FastifyRequest & RequestWithUser>());
    const say = (message: string) => translateMessage(language, { message });

    if (error instanceof HttpException) {
      if (error instanceof TooManyRequestsException)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      const status = error.getStatus();
      const body = error.getResponse();
      const {
        message = error.message,
        code,
        params,
        errors,
        mismatches,
      } = typeof body === 'string' ? { message: body } : (body as ErrorBody);
      const text = Array.isArray(message) ? message.join('; ') : String(message);
      // A 400's message is its first field error's, whose code lets it be translated like the rest.
      const first = Array.isArray(errors) ? (errors[0] as FieldError | undefined) : undefined;
      void reply.status(status).send({
        statusCode: status,
        message: translateMessage(
          language,
          first?.message === text ? first : { message: text, code, params },
        ),
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

interface ErrorBody {
  message?: unknown;
  /** A message with arguments: its id and arguments (`apiMessage`), for translating; never answered. */
  code?: FieldError['code'];
  params?: FieldError['params'];
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
