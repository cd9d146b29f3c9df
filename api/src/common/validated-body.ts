import { BadRequestException } from '@nestjs/common';
import { validateBody, type BodyRules, type FieldError, type ValidateOptions } from '@agency/contracts';

/** A 400 whose message names the first bad field and whose `errors` list every one, for forms to show beside fields. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: FieldError[]) {
    super({ message: errors[0]?.message ?? 'Invalid request', errors });
  }
}

export function parseBody<T extends Record<string, string>>(
  body: unknown,
  rules: BodyRules,
  options?: ValidateOptions,
): T {
  const result = validateBody<T>(body, rules, options);
  if (!result.ok) throw new ValidationFailedException(result.errors);
  return result.value;
}
