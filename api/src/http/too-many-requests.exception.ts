import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that says when to try again: the exception filter sends `retryAfterSeconds` as `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}
