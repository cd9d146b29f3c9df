import type { FieldError } from './validate-body';

/**
 * A catalogue in one language, as whoever translates holds it: `say` gives a message by id with its arguments,
 * `has` tells whether the catalogue has an id. The rules' catalogue is `messages/<language>.json` of this package:
 * `validation.<code>` for the rules' own messages, and each documented message and field label under its English
 * text as id, so a text the rules fix word for word is found as it is.
 */
export interface RuleCatalogue {
  say: (id: string, values?: Record<string, string | number>) => string;
  has: (id: string) => boolean;
}

/**
 * A message in the catalogue's language: a text it knows as it is (a documented message, an exception's), else the
 * message its code names (a rule's `validation.<code>`, or an API message's own `error.…` id) with its arguments, the
 * field's label translated when the catalogue has it. A message with neither stays in English, as it was made.
 */
export function translateRuleMessage(
  catalogue: RuleCatalogue,
  error: Pick<FieldError, 'message' | 'code' | 'params'>,
): string {
  if (catalogue.has(error.message)) return catalogue.say(error.message);
  if (!error.code) return error.message;
  const params = { ...error.params };
  if (typeof params.label === 'string' && catalogue.has(params.label))
    params.label = catalogue.say(params.label);
  return catalogue.say(error.code.startsWith('error.') ? error.code : `validation.${error.code}`, params);
}
