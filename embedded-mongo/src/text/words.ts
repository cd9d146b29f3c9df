/**
 * How a text index reads a string: words are the runs of letters, digits and combining marks (in English an
 * apostrophe joins a word, `don't`), compared case- and diacritic-insensitively unless a query asks otherwise; stop
 * words are dropped and the rest stemmed in the string's language.
 */
import type { TextLanguage } from './languages';

/** What a `$text` query may ask to keep apart: letter case and diacritics (both folded by default). */
export interface Sensitivity {
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

export const INSENSITIVE: Sensitivity = { caseSensitive: false, diacriticSensitive: false };

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const ENGLISH_WORD = /[\p{L}\p{N}\p{M}]+(?:'[\p{L}\p{N}\p{M}]+)*/gu;
const MARKS = /\p{M}/gu;

/** The text as compared: lower-cased and stripped of diacritics unless the sensitivity keeps them. */
export function folded(text: string, sensitivity: Sensitivity): string {
  const cased = sensitivity.caseSensitive ? text : text.toLowerCase();
  return sensitivity.diacriticSensitive ? cased : cased.normalize('NFD').replace(MARKS, '').normalize('NFC');
}

/** The words of a string, as written. */
export function wordsOf(text: string, language: TextLanguage): string[] {
  return text.match(language.name === 'english' ? ENGLISH_WORD : WORD) ?? [];
}

/**
 * A word as a term: undefined for a stop word, else its stem. Stop words and stems are judged on the lower-case
 * word; a case-sensitive term keeps the word's own letters where the stem keeps them.
 */
export function termOf(word: string, language: TextLanguage, sensitivity: Sensitivity): string | undefined {
  const lower = folded(word, { ...sensitivity, caseSensitive: false });
  if (language.isStopWord(lower)) return undefined;
  const stem = language.stem(lower);
  if (!sensitivity.caseSensitive) return stem;
  const own = folded(word, sensitivity);
  return own.slice(0, stem.length).toLowerCase() === stem ? own.slice(0, stem.length) : own;
}
