import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '@agency/contracts';
import type { RuleCatalogue } from '@agency/contracts/rule-messages';
import rulesDe from '@agency/contracts/messages/de.json';
import rulesEn from '@agency/contracts/messages/en.json';
import de from './messages/de.json';
import en from './messages/en.json';

export const ENGLISH = DEFAULT_LANGUAGE as InterfaceLanguage;

/**
 * An id of the API's catalogue (`messages/en.json`): its e-mails, and its error messages under their English text.
 * The rules' messages (validation, field labels, documented texts) come from the contracts' catalogue, merged in.
 */
export type ApiMessageId = keyof typeof en;
export type ApiTexts = (id: ApiMessageId, values?: Record<string, string | number>) => string;

const CATALOGUES: Record<InterfaceLanguage, Record<string, string>> = {
  en: { ...rulesEn, ...en },
  de: { ...rulesDe, ...de },
};

/** Compiled once, when the API loads: a message that is not valid ICU MessageFormat stops the start. */
function translator(language: InterfaceLanguage): I18n {
  const messages = Object.fromEntries(
    Object.entries(CATALOGUES[language]).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
  return setupI18n({ locale: language, messages: { [language]: messages as unknown as Messages } });
}

const translators = Object.fromEntries(
  Object.keys(CATALOGUES).map((language) => [language, translator(language as InterfaceLanguage)]),
) as Record<InterfaceLanguage, I18n>;

// Lingui decodes `\u0041`-like sequences in what it formats; an argument (a name, a value someone typed) keeps its
// backslashes by standing in for them with a private-use character while the message is formatted.
const BACKSLASH = '\\';
const BACKSLASH_STAND_IN = '\uE000';

function say(i18n: I18n, id: string, values?: Record<string, string | number>): string {
  if (!values || !Object.values(values).some((value) => String(value).includes(BACKSLASH)))
    return i18n._(id, values);
  const kept = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll(BACKSLASH, BACKSLASH_STAND_IN) : value,
    ]),
  );
  return i18n._(id, kept).replaceAll(BACKSLASH_STAND_IN, BACKSLASH);
}

/** The API's texts in a language. */
export function apiTexts(language: InterfaceLanguage): ApiTexts {
  const i18n = translators[language];
  return (id, values) => say(i18n, id, values);
}

/** The whole catalogue in a language, for translating the messages the API makes in English. */
export function apiCatalogue(language: InterfaceLanguage): RuleCatalogue {
  const i18n = translators[language];
  const ids = CATALOGUES[language];
  return { say: (id, values) => say(i18n, id, values), has: (id) => Object.hasOwn(ids, id) };
}
