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

/** The API's texts in a language. */
export function apiTexts(language: InterfaceLanguage): ApiTexts {
  const i18n = translators[language];
  return (id, values) => i18n._(id, values);
}

/** The whole catalogue in a language, for translating the messages the API makes in English. */
export function apiCatalogue(language: InterfaceLanguage): RuleCatalogue {
  const i18n = translators[language];
  const ids = CATALOGUES[language];
  return { say: (id, values) => i18n._(id, values), has: (id) => Object.hasOwn(ids, id) };
}
