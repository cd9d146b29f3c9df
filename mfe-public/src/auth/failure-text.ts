import { ApiError } from '@agency/ui';

/** The API's own message (it names the problem), or a plain one when the server could not answer. */
export function failureText(reason: unknown, fallback: string): string {
  return reason instanceof ApiError ? reason.message : fallback;
}
