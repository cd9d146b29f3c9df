import { use, useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { translatorFor, type Catalogue } from './catalogue';
import { useLocale } from './locale-context';

export type MessageValues = Record<string, string | number | Date>;
/** A package's message by id, in the page's language, with its ICU arguments filled in. */
export type Texts<Id extends string> = (id: Id, values?: MessageValues) => string;

function textsOf<Id extends string>(i18n: I18n): Texts<Id> {
  return (id, values) => i18n._(id, values);
}

/**
 * The texts of a package's catalogue in the page's language. The first render in a language whose chunk has not
 * loaded yet suspends until it has (the server and a hydrating page load it first, so neither waits here).
 */
export function useTexts<Id extends string>(catalogue: Catalogue<Id>): Texts<Id> {
  const locale = useLocale();
  const found = translatorFor(catalogue, locale);
  const i18n = found instanceof Promise ? use(found) : found;
  return useMemo(() => textsOf<Id>(i18n), [i18n]);
}
