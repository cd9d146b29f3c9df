import type { BodyRules } from '@agency/contracts';
// The subpath, not the package's main entry: the sign-in screens need the check, not the content catalogue.
import { firstErrorPerField, validateBody } from '@agency/contracts/validate-body';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Checks a form with the rules the API enforces (spec messages included), before sending: the trimmed value to
 * send, or the first message of each bad field to show beside it.
 */
export function checkForm<F extends string>(
  values: Record<F, string>,
  rules: BodyRules,
): { ok: true; value: Record<F, string> } | { ok: false; errors: FormErrors<F> } {
  const result = validateBody<Record<F, string>>(values, rules);
  if (result.ok) return result;
  return { ok: false, errors: firstErrorPerField<F>(result.errors) };
}
