import type { HttpException } from '@nestjs/common';
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

/** What an exception's answer carries beside its message: the parts that translate it, its details. */
export interface ExceptionBody {
  message?: unknown;
  /** A message with arguments: its id and arguments (`apiMessage`), for translating; never answered. */
  code?: FieldError['code'];
  params?: FieldError['params'];
  /** Bad fields of a request body: [{ field, message }]. */
  errors?: unknown;
  /** Why the release compatibility gate refused a release, one line each. */
  mismatches?: unknown;
}

/** An exception's answer, whether it was made from a text or an object. */
export function exceptionBody(error: HttpException): ExceptionBody {
  const body = error.getResponse();
  return typeof body === 'string' ? { message: body } : (body as ExceptionBody);
}

/**
 * An exception's message in `language`: a 400's is its first field error's, whose code translates it like the
 * rest; any other is its own, translated by its code and arguments or as a catalogued text.
 */
export function exceptionMessage(language: InterfaceLanguage, error: HttpException): string {
  const { message = error.message, code, params, errors } = exceptionBody(error);
  const text = Array.isArray(message) ? message.join('; ') : String(message);
  const first = Array.isArray(errors) ? (errors[0] as FieldError | undefined) : undefined;
  return translateMessage(language, first?.message === text ? first : { message: text, code, params });
}
