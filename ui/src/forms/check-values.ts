import type { BodyRules } from '@agency/contracts';
// The subpath, not the package's main entry: forms need the check, not the content catalogue.
import {
  firstErrorPerField,
  validateBody,
  type FieldError,
  type ValidationResult,
} from '@agency/contracts/validate-body';

export type FormValues<F extends string = string> = Record<F, string>;

/** The API's check of a body; a resource with checks beyond its field rules (content prices) passes its own. */
export type BodyCheck = (body: FormValues) => ValidationResult<FormValues>;

export type CheckedValues<F extends string> =
  { ok: true; value: FormValues<F> } | { ok: false; errors: Partial<Record<F, string>> };

/**
 * Checks a form with the very rules the API enforces (spec messages included): the trimmed values to send, or
 * the first message of each bad field to show beside it, said by `say` (the page's language; English as made).
 */
export function checkValues<F extends string>(
  values: Partial<FormValues<F>>,
  rules: BodyRules,
  check: BodyCheck = (body) => validateBody(body, rules),
  say: (error: FieldError) => string = (error) => error.message,
): CheckedValues<F> {
  const fields = Object.keys(rules) as F[];
  const body = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
  const checked = check(body);
  if (checked.ok) return { ok: true, value: checked.value as FormValues<F> };
  const said = checked.errors.map((error) => ({ field: error.field, message: say(error) }));
  return { ok: false, errors: firstErrorPerField(said, fields) };
}
