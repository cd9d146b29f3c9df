/**
 * A `$text` query: its operand checked as MongoDB checks it, its `$search` string read into terms, phrases and
 * negations, and a document's score under it. A document matches when it holds at least one of the positive
 * terms, every phrase and none of the negated terms and phrases; its score is the sum of its scores for the
 * positive terms (text-index-spec.ts, document-terms.ts).
 */
import { MongoCommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/values';
import { documentTerms, indexedTexts } from './document-terms';
import { requireLanguage, type TextLanguage } from './languages';
import type { TextIndexSettings } from './text-index-spec';
import { folded, termOf, wordsOf, type Sensitivity } from './words';

export interface TextQuery {
  search: string;
  language: string | undefined;
  sensitivity: Sensitivity;
}

/** The `$search` string read: stemmed terms, and phrases as written. */
export interface Search {
  terms: string[];
  negatedTerms: string[];
  phrases: string[];
  negatedPhrases: string[];
  sensitivity: Sensitivity;
}

function booleanOption(operand: Doc, name: string): boolean {
  const value = operand[name];
  if (value === undefined) return false;
  if (typeof value !== 'boolean')
    throw new MongoCommandError('TypeMismatch', `${name} requires a boolean value`);
  return value;
}

/** A `$text` operand as MongoDB parses it (14 for a wrong type, 2 for an unknown field). */
export function parseTextQuery(operand: unknown): TextQuery {
  if (!isPlainObject(operand)) throw new MongoCommandError('BadValue', '$text expects an object');
  const { $search: search, $language: language } = operand;
  if (typeof search !== 'string')
    throw new MongoCommandError('TypeMismatch', '$search requires a string value');
  if (language !== undefined && typeof language !== 'string')
    throw new MongoCommandError('TypeMismatch', '$language requires a string value');
  const known = new Set(['$search', '$language', '$caseSensitive', '$diacriticSensitive']);
  if (Object.keys(operand).some((field) => !known.has(field)))
    throw new MongoCommandError('BadValue', 'extra fields in $text');
  return {
    search,
    language,
    sensitivity: {
      caseSensitive: booleanOption(operand, '$caseSensitive'),
      diacriticSensitive: booleanOption(operand, '$diacriticSensitive'),
    },
  };
}

function termsOf(text: string, language: TextLanguage, sensitivity: Sensitivity): string[] {
  return wordsOf(text, language)
    .map((word) => termOf(word, language, sensitivity))
    .filter((term) => term !== undefined);
}

/**
 * `$search` read as MongoDB reads it: `"a phrase"` (whose words are terms too), `-word` and `-"a phrase"` negated,
 * any other word a term; stop words are dropped and words stemmed in the query's language.
 */
export function readSearch(query: TextQuery, settings: TextIndexSettings): Search {
  const language = requireLanguage(query.language ?? settings.defaultLanguage);
  const { search, sensitivity } = query;
  const result: Search = { terms: [], negatedTerms: [], phrases: [], negatedPhrases: [], sensitivity };
  let i = 0;
  while (i < search.length) {
    const char = search[i]!;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    const negated = char === '-';
    const start = negated ? i + 1 : i;
    if (search[start] === '"') {
      const close = search.indexOf('"', start + 1);
      const end = close < 0 ? search.length : close;
      const phrase = search.slice(start + 1, end);
      if (negated) result.negatedPhrases.push(phrase);
      else {
        result.phrases.push(phrase);
        result.terms.push(...termsOf(phrase, language, sensitivity));
      }
      i = end + 1;
      continue;
    }
    let end = start;
    while (end < search.length && !/\s/.test(search[end]!) && search[end] !== '"') end += 1;
    (negated ? result.negatedTerms : result.terms).push(
      ...termsOf(search.slice(start, end), language, sensitivity),
    );
    i = Math.max(end, i + 1);
  }
  result.terms = [...new Set(result.terms)];
  return result;
}

/** The document's score under the search, or undefined when it does not match. */
export function scoreDocument(doc: Doc, settings: TextIndexSettings, search: Search): number | undefined {
  const terms = documentTerms(doc, settings, search.sensitivity);
  if (!search.terms.some((term) => terms.has(term))) return undefined;
  if (search.negatedTerms.some((term) => terms.has(term))) return undefined;
  if (search.phrases.length > 0 || search.negatedPhrases.length > 0) {
    const texts = indexedTexts(doc, settings).map(({ text }) => folded(text, search.sensitivity));
    const holds = (phrase: string) => {
      const wanted = folded(phrase, search.sensitivity);
      return texts.some((text) => text.includes(wanted));
    };
    if (!search.phrases.every(holds) || search.negatedPhrases.some(holds)) return undefined;
  }
  return search.terms.reduce((sum, term) => sum + (terms.get(term) ?? 0), 0);
}
