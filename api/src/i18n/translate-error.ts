import type { FieldError, InterfaceLanguage } from '@agency/contracts';
import { translateRuleMessage } from '@agency/contracts/rule-messages';
import { apiCatalogue, ENGLISH } from './api-texts';

/** An error's message in `language`; English, the language every message is made in, stays as it was made. */
export function translateMessage(
  language: InterfaceLanguage,
  error: Pick<FieldError, 'message' | 'code' | 'params'>,
): string {
  return language === ENGLISH ? error.message : translateRuleMessage(apiCatalogue(language), error);
}

/** A 400's field errors as the API answers them (their documented shape), each message in `language`. */
export function translateFieldErrors(language: InterfaceLanguage, errors: unknown): unknown {
  if (!Array.isArray(errors)) return errors;
  return errors.map((error: FieldError) => {
    if (typeof error !== 'object' || error === null || typeof error.message !== 'string') return error;
    // The code and its arguments are for translating: the answer keeps its documented shape.
    const { code: _code, params: _params, ...answered } = error;
    return { ...answered, message: translateMessage(language, error) };
  });
}
