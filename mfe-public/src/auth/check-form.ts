import { validateBody, type BodyRules } from '@agency/contracts';

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
  const errors: FormErrors<F> = {};
  for (const { field, message } of result.errors) errors[field as F] ??= message;
  return { ok: false, errors };
}
