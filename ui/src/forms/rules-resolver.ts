import type { FieldErrors, Resolver } from 'react-hook-form';
import type { BodyRules } from '@agency/contracts';
// The subpath, not the package's main entry: forms need the check, not the content catalogue.
import { firstErrorPerField, validateBody, type ValidationResult } from '@agency/contracts/validate-body';

export type FormValues<F extends string = string> = Record<F, string>;

/** The API's check of a body; a resource with checks beyond its field rules (content prices) passes its own. */
export type BodyCheck = (body: FormValues) => ValidationResult<FormValues>;

/**
 * A react-hook-form resolver that checks the form with the very rules the API enforces (spec messages included):
 * the trimmed values to send, or the first message of each bad field to show beside it.
 */
export function rulesResolver(
  rules: BodyRules,
  check: BodyCheck = (body) => validateBody(body, rules),
): Resolver<FormValues> {
  const fields = Object.keys(rules);
  return async (values) => {
    const body = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
    const checked = check(body);
    if (checked.ok) return { values: checked.value, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(firstErrorPerField(checked.errors, fields)).map(([field, message]) => [
        field,
        { type: 'rules', message },
      ]),
    ) as FieldErrors<FormValues>;
    return { values: {}, errors };
  };
}
