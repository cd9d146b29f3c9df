import type { I18n } from '@lingui/core';
import type { FieldError } from '@agency/contracts/validate-body';
import { translateRuleMessage } from '@agency/contracts/rule-messages';
import { defineCatalogue, translatorFor, type LoadingTranslator } from '../i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/**
 * The rules' messages in other languages (`@agency/contracts`'s catalogue). English needs none: the rules make their
 * messages in English, so the public pages carry nothing more for them.
 */
const ruleMessages = defineCatalogue<string>(
  {},
  { de: () => import(/* webpackChunkName: "messages-rules-de" */ '@agency/contracts/messages/de.json') },
);

export type SayError = (error: Pick<FieldError, 'message' | 'code' | 'params'>) => string;

const english: SayError = (error) => error.message;

function sayingIn(i18n: I18n): SayError {
  return (error) =>
    translateRuleMessage(
      { say: (id, values) => i18n._(id, values), has: (id) => i18n.messages[id] !== undefined },
      error,
    );
}

/**
 * The rules' messages in a language: at once in English and in a language whose catalogue has loaded, else the
 * promise of them. A language's catalogue is loaded the first time one of its messages is to be said, so a page
 * whose forms show no error never downloads it; should it fail to load, the messages stay as the rules made them.
 */
export function ruleMessagesIn(locale: Locale): SayError | Promise<SayError> {
  if (locale === DEFAULT_LOCALE) return english;
  // Another language's translator is always the promise of it (translatorFor).
  const translator = translatorFor(ruleMessages, locale) as LoadingTranslator;
  return translator.value ? sayingIn(translator.value) : translator.then(sayingIn, () => english);
}
