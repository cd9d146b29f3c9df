import { PHONE_PATTERN, type BodyRules, type FieldRule } from './field-rules';

/**
 * What can be wrong with a field, for translating its message: the English `message` is what the API answers by
 * default, word for word; `code` and `params` let the API and the forms say it in another language.
 */
export type FieldErrorCode =
  | 'notObject'
  | 'notAllowedName'
  | 'unknownField'
  | 'notString'
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'invalid'
  | 'invalidLink'
  | 'invalidEnum'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidPrice'
  | 'emptyUpdate'
  | 'tooManyLanguages'
  | 'notLanguageCode'
  | 'repeatedLanguage'
  | 'defaultLanguageRemoved'
  | 'defaultLanguageChanged'
  | 'orderUnknownField'
  | 'tooManyIds'
  | 'repeatedId';

/** The id of a message with arguments that the API makes itself, in the API's own catalogue: `error.<what>`. */
export type ApiErrorCode = `error.${string}`;

export interface FieldError {
  field: string;
  message: string;
  /**
   * A rule's code (its message is the catalogue's `validation.<code>`) or an API message's id (`error.…`); absent on
   * a fixed text, which the catalogue has under the text itself.
   */
  code?: FieldErrorCode | ApiErrorCode;
  /** The message's arguments: `label` (the English label), `min`, `max`, `values`. */
  params?: Record<string, string | number>;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export interface ValidateOptions {
  /** Updates may send a subset of fields; what is sent is still checked, and required fields can't be emptied. */
  partial?: boolean;
}

/**
 * What a form shows beside each field: the first message of each, from a check's errors or from errors already
 * keyed by field (a server's 400 as the UI reads it). With `fields`, errors on anything else (the body itself, a
 * field the form does not have) are left out.
 */
export function firstErrorPerField<F extends string = string>(
  errors: readonly FieldError[] | Readonly<Record<string, string>>,
  fields?: readonly F[],
): Partial<Record<F, string>> {
  const list: readonly FieldError[] = Array.isArray(errors)
    ? errors
    : Object.entries(errors).map(([field, message]) => ({ field, message }));
  const found: Partial<Record<F, string>> = {};
  for (const { field, message } of list) {
    if (fields && !fields.includes(field as F)) continue;
    found[field as F] ??= message;
  }
  return found;
}

/** Absolute http(s) URLs, site-relative paths ('/pricing/') and anchors ('#contact-sec'); never other schemes. */
export function isSafeLink(value: string): boolean {
  if (/^#[\w\-:.]*$/.test(value)) return true;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'))
    return !/[\s<>"]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/[\s<>"]/.test(value);
  } catch {
    return false;
  }
}

/** The product description's rule (three consecutive letters) plus the minimal shape of an address. */
export function isPlausibleEmail(value: string): boolean {
  return /[A-Za-z]{3}/.test(value) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * Checks a JSON body against its rules: only known fields, strings only, trimmed, bounded, well-formed.
 * Keys that MongoDB would read as operators or paths are refused, whatever the rules say.
 */
export function validateBody<T extends Record<string, string>>(
  body: unknown,
  rules: BodyRules,
  options: ValidateOptions = {},
): ValidationResult<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const message = 'The request body must be a JSON object';
    return { ok: false, errors: [{ field: 'body', message, code: 'notObject' }] };
  }
  const errors: FieldError[] = [];
  const value: Record<string, string | null> = {};
  const input = body as Record<string, unknown>;

  for (const key of Object.keys(input)) {
    if (key.startsWith('$') || key.includes('.')) {
      errors.push({
        field: key,
        message: `${key} is not an allowed field name`,
        code: 'notAllowedName',
        params: { label: key },
      });
    } else if (!Object.hasOwn(rules, key)) {
      errors.push({
        field: key,
        message: `${key} is not a known field`,
        code: 'unknownField',
        params: { label: key },
      });
    }
  }
  for (const [field, rule] of Object.entries(rules)) {
    const raw = input[field];
    if (raw === null && rule.nullable) {
      value[field] = null;
      continue;
    }
    if (raw === undefined || raw === null) {
      if (rule.required && !options.partial) errors.push(fieldError(field, rule, 'required'));
      continue;
    }
    if (typeof raw !== 'string') {
      const name = label(field, rule);
      errors.push({ field, message: `${name} must be a string`, code: 'notString', params: { label: name } });
      continue;
    }
    const text = rule.kind === 'email' ? raw.trim().toLowerCase() : rule.trim === false ? raw : raw.trim();
    const problem = checkText(text, rule);
    if (problem) errors.push(fieldError(field, rule, problem));
    else value[field] = text;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: value as T };
}

function checkText(
  text: string,
  rule: FieldRule,
): 'required' | 'invalid' | 'minLength' | 'maxLength' | undefined {
  // An enum names what it allows; '' is not one of them, so an empty optional value is wrong, not absent.
  if (text === '') return rule.required ? 'required' : rule.kind === 'enum' ? 'invalid' : undefined;
  if (rule.minLength !== undefined && text.length < rule.minLength) return 'minLength';
  if (text.length > rule.maxLength) return 'maxLength';
  switch (rule.kind) {
    case 'link':
      return isSafeLink(text) ? undefined : 'invalid';
    case 'email':
      return isPlausibleEmail(text) ? undefined : 'invalid';
    case 'enum':
      return rule.values?.includes(text) ? undefined : 'invalid';
    case 'phone':
      return PHONE_PATTERN.test(text) ? undefined : 'invalid';
    default:
      return undefined;
  }
}

function label(field: string, rule: FieldRule): string {
  return rule.label ?? field;
}

type Problem = 'required' | 'invalid' | 'minLength' | 'maxLength';

/** A rule's error: its fixed message when the rule has one (a documented text), else the generic one, with its code. */
function fieldError(field: string, rule: FieldRule, problem: Problem): FieldError {
  const name = label(field, rule);
  const code = problem === 'invalid' ? invalidCode(rule) : problem;
  const params = {
    label: name,
    ...(problem === 'minLength' ? { min: rule.minLength ?? 0 } : {}),
    ...(problem === 'maxLength' ? { max: rule.maxLength } : {}),
    ...(code === 'invalidEnum' ? { values: rule.values?.join(', ') ?? '' } : {}),
  };
  return { field, message: rule.messages?.[problem] ?? message(name, rule, problem), code, params };
}

function invalidCode(rule: FieldRule): FieldErrorCode {
  if (rule.kind === 'link') return 'invalidLink';
  if (rule.kind === 'enum') return 'invalidEnum';
  if (rule.kind === 'email') return 'invalidEmail';
  if (rule.kind === 'phone') return 'invalidPhone';
  return 'invalid';
}

function message(name: string, rule: FieldRule, problem: Problem): string {
  switch (problem) {
    case 'required':
      return `${name} is required`;
    case 'minLength':
      return `${name} must be at least ${rule.minLength} characters`;
    case 'maxLength':
      return `${name} must be at most ${rule.maxLength} characters`;
    case 'invalid':
      if (rule.kind === 'link')
        return `${name} must be an http(s) URL, a site path like /pricing/ or an anchor like #contact-sec`;
      if (rule.kind === 'enum') return `${name} must be one of ${rule.values?.join(', ')}`;
      if (rule.kind === 'email') return `${name} must be a valid e-mail address`;
      if (rule.kind === 'phone') return `${name} must be a phone number: digits, spaces and + ( ) - . only`;
      return `${name} is invalid`;
  }
}
