import type { FieldError, ValidationResult } from './validate-body';

/** The query parameter naming the language a content read answers in, or a content write writes. */
export const LOCALE_PARAM = 'locale';

/** The language of a fresh site, and of every value the documented answers carry. */
export const DEFAULT_LANGUAGE = 'en';

/** More would be a mistake, not a site: the list is read on every localized request. */
export const MAX_LANGUAGES = 20;

/** Long enough for a language, a script and a region (`sr-Latn-RS`). */
export const LANGUAGE_CODE_MAX = 16;

export interface LanguageSettings {
  /** BCP 47 codes in their canonical case (`en`, `de`, `pt-BR`, `zh-Hant`), the default among them. */
  languages: string[];
  defaultLanguage: string;
}

export const DEFAULT_LANGUAGE_SETTINGS: Readonly<LanguageSettings> = Object.freeze({
  languages: [DEFAULT_LANGUAGE],
  defaultLanguage: DEFAULT_LANGUAGE,
});

/** A language, an optional script and an optional region, in the case BCP 47 writes them. */
const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-(?:[A-Z]{2}|\d{3}))?$/;

let languageNames: Intl.DisplayNames | undefined;

/**
 * A well-formed BCP 47 code of a language that exists (`de`, `pt-BR`), in its canonical case; `xx`, `EN`, `en_US`
 * or a private-use code are not.
 */
export function isLanguageCode(code: unknown): code is string {
  if (typeof code !== 'string' || code.length > LANGUAGE_CODE_MAX || !LANGUAGE_CODE_PATTERN.test(code))
    return false;
  try {
    if (Intl.getCanonicalLocales(code)[0] !== code) return false;
  } catch {
    return false;
  }
  languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const language = code.split('-')[0]!;
  return languageNames.of(language) !== undefined;
}

/**
 * Checks a new language list, as the API does before storing it and a form before sending it. `current` is the
 * stored setting: its default language cannot change, because the records' own fields hold that language's values
 * and the documented answers keep answering in it.
 */
export function validateLanguageSettings(
  body: unknown,
  current: Readonly<LanguageSettings> = DEFAULT_LANGUAGE_SETTINGS,
): ValidationResult<LanguageSettings> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      errors: [{ field: 'body', message: 'The request body must be a JSON object', code: 'notObject' }],
    };
  }
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of Object.keys(input)) {
    if (key !== 'languages' && key !== 'defaultLanguage')
      errors.push({
        field: key,
        message: `${key} is not a known field`,
        code: 'unknownField',
        params: { label: key },
      });
  }
  const languages = input.languages;
  const defaultLanguage = input.defaultLanguage;
  if (!Array.isArray(languages)) {
    errors.push({ field: 'languages', message: 'languages must be a list of language codes like en, de' });
  } else if (languages.length === 0) {
    errors.push({ field: 'languages', message: 'languages must name at least one language' });
  } else if (languages.length > MAX_LANGUAGES) {
    errors.push({
      field: 'languages',
      message: `languages may name at most ${MAX_LANGUAGES} languages`,
      code: 'tooManyLanguages',
      params: { max: MAX_LANGUAGES },
    });
  } else {
    const bad = languages.findIndex((code) => !isLanguageCode(code));
    const repeated = languages.findIndex((code, index) => languages.indexOf(code) !== index);
    if (bad >= 0) {
      errors.push({
        field: 'languages',
        message: `languages[${bad}] must be a BCP 47 code of a language, like en, de or pt-BR`,
        code: 'notLanguageCode',
        params: { field: `languages[${bad}]` },
      });
    } else if (repeated >= 0) {
      errors.push({
        field: 'languages',
        message: `languages names ${String(languages[repeated])} twice`,
        code: 'repeatedLanguage',
        params: { language: String(languages[repeated]) },
      });
    } else if (!languages.includes(current.defaultLanguage)) {
      errors.push({
        field: 'languages',
        message: `languages must keep the default language, ${current.defaultLanguage}`,
        code: 'defaultLanguageRemoved',
        params: { language: current.defaultLanguage },
      });
    }
  }
  if (typeof defaultLanguage !== 'string' || defaultLanguage === '') {
    errors.push({ field: 'defaultLanguage', message: 'defaultLanguage is required' });
  } else if (defaultLanguage !== current.defaultLanguage) {
    errors.push({
      field: 'defaultLanguage',
      message: `defaultLanguage must stay ${current.defaultLanguage}: the content's own values are in it`,
      code: 'defaultLanguageChanged',
      params: { language: current.defaultLanguage },
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { languages: [...(languages as string[])], defaultLanguage: defaultLanguage as string },
  };
}

/**
 * The configured language an `Accept-Language` header prefers most (an exact code first, then its language alone:
 * `de-AT` finds `de`), or undefined when it names none of them.
 */
export function negotiateLanguage(
  header: string | undefined,
  languages: readonly string[],
): string | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.range !== '' && entry.range !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const lower = languages.map((code) => code.toLowerCase());
  for (const { range } of ranges) {
    const exact = lower.indexOf(range);
    if (exact >= 0) return languages[exact];
    const primary = lower.indexOf(range.split('-')[0]!);
    if (primary >= 0) return languages[primary];
  }
  return undefined;
}

/** Per block key, per non-default language: how much of the block still shows the default language's values. */
export type MissingTranslations = Record<string, Record<string, MissingTranslationCount>>;

export interface MissingTranslationCount {
  /** Localized fields holding a default-language value but no value in this language, over every record. */
  fields: number;
  /** Records with at least one such field. */
  records: number;
}

/** One record as `GET /content-translations/{resource}?locale=` answers it. */
export interface RecordTranslation {
  _id: string;
  /** The record's fields as that language shows them (its translations, the default's values elsewhere). */
  values: Record<string, string>;
  /** The localized fields with a value of their own in that language. */
  translated: string[];
  /** The localized fields showing the default language's value because this language has none. */
  fallbacks: string[];
}

/**
 * A visitor's address split into its language and the page's own path: `/de/pricing/` is `/pricing/` in `de` when
 * `de` is one of the `prefixed` languages (the site's languages other than the default that have an interface),
 * `/de` alone is that language's home page, and any other address is in the default language, unprefixed.
 */
export function splitLanguagePrefix(
  pathname: string,
  prefixed: readonly string[],
): { language?: string; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && prefixed.includes(match[1]!)) return { language: match[1], path: match[2] ?? '/' };
  return { path: pathname };
}

/** A page's path in a language: `/pricing/` in `de` is `/de/pricing/`; the default language (none) has no prefix. */
export function withLanguagePrefix(path: string, language: string | undefined): string {
  return language ? `/${language}${path}` : path;
}

/**
 * The languages an account may choose for its pages, e-mails and the API's messages: those the interface has
 * catalogues for, English (the default) first. The site offers the ones among them it is configured for.
 */
export const INTERFACE_LANGUAGES = ['en', 'de'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}
