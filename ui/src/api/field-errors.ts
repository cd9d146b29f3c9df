import { ApiError } from './api-client';

/** The API's 400 answer lists `errors: [{field, message}]`; forms show the first message of each field beside it. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  const errors: Record<string, string> = {};
  if (!Array.isArray(list)) return errors;
  for (const item of list as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof item?.field === 'string' && typeof item.message === 'string')
      errors[item.field] ??= item.message;
  }
  return errors;
}
