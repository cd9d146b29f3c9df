import { serverFieldErrors } from '../api/field-errors';

/**
 * A failed send as the form shows it: the server's field errors beside the fields the visitor sees, and the form's
 * failure text with the errors that have no field to stand beside. A failure text that only repeats what a field
 * already says (the API's message is often its one field error) is said once, beside the field.
 */
export function placeFailure<F extends string>(
  reason: unknown,
  shown: readonly F[],
  describeFailure: (reason: unknown) => string,
): { errors: Partial<Record<F, string>>; failure: string | null } {
  const errors: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(serverFieldErrors(reason))) {
    if (shown.includes(field as F)) errors[field as F] = message;
    else unplaced.push(message);
  }
  const described = describeFailure(reason);
  const repeated = Object.values<string | undefined>(errors).includes(described);
  const lines = repeated ? unplaced : [described, ...unplaced];
  return { errors, failure: lines.length ? lines.join('\n') : null };
}
