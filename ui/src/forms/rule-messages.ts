import { use, useCallback } from 'react';
import type { I18n } from '@lingui/core';
import type { FieldError } from '@agency/contracts/validate-body';
import { translateRuleMessage } from '@agency/contracts/rule-messages';
import { defineCatalogue, translatorFor } from '../i18n/catalogue';
import { useLocale } from '../i18n/locale-context';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/**
 * The rules' messages in other languages (`@agency/contracts`'s catalogue). English needs none: the rules make their
 * messages in English, so the public pages carry nothing more for them.
 */
const ruleMessages = defineCatalogue<string>(
  {},
  { de: () => import(/* webpackChunkName: "messages-rules-de" */ '@agency/contracts/messages/de.json') },
);

// One promise per language, the same on every render: React reads a settled one without suspending again.
const loading = new Map<Locale, Promise<I18n>>();

function loaded(locale: Locale): Promise<I18n> {
  let promise = loading.get(locale);
  if (!promise) loading.set(locale, (promise = Promise.resolve(translatorFor(ruleMessages, locale))));
  return promise;
}

export type SayError = (error: Pick<FieldError, 'message' | 'code' | 'params'>) => string;

const english: SayError = (error) => error.message;

/**
 * A rule's message (a check's error, or the API's) in the page's language. The first render in a language whose
 * catalogue has not loaded yet suspends until it has.
 */
export function useRuleMessages(): SayError {
  const locale = useLocale();
  const i18n = locale === DEFAULT_LOCALE ? null : use(loaded(locale));
  return useCallback<SayError>(
    (error) =>
      i18n
        ? translateRuleMessage(
            { say: (id, values) => i18n._(id, values), has: (id) => i18n.messages[id] !== undefined },
            error,
          )
        : english(error),
    [i18n],
  );
}
