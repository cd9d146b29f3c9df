/**
 * The languages a text index stems and drops stop words in, under the names and ISO 639-1 codes MongoDB takes:
 * stems by the Snowball algorithms (the ones MongoDB's own stemmer runs), stop words from Snowball's lists. `none`
 * keeps every word as it is.
 */
import { createRequire } from 'node:module';
import type { newStemmer as NewStemmer } from 'snowball-stemmers';
import { MongoCommandError } from '../errors';

export interface TextLanguage {
  name: string;
  stem(word: string): string;
  isStopWord(word: string): boolean;
}

/** MongoDB's language names, each with its ISO code (its stop words are `@orama/stopwords/<name>`). */
const LANGUAGES: ReadonlyArray<{ name: string; code: string }> = [
  { name: 'danish', code: 'da' },
  { name: 'dutch', code: 'nl' },
  { name: 'english', code: 'en' },
  { name: 'finnish', code: 'fi' },
  { name: 'french', code: 'fr' },
  { name: 'german', code: 'de' },
  { name: 'hungarian', code: 'hu' },
  { name: 'italian', code: 'it' },
  { name: 'norwegian', code: 'nb' },
  { name: 'portuguese', code: 'pt' },
  { name: 'romanian', code: 'ro' },
  { name: 'russian', code: 'ru' },
  { name: 'spanish', code: 'es' },
  { name: 'swedish', code: 'sv' },
  { name: 'turkish', code: 'tr' },
];

/**
 * Loads a module when a text index or `$text` first needs a language: the stemmers and stop-word lists took about
 * 74 ms of every engine start, most of which never search text.
 */
const load = createRequire(__filename);

const NONE: TextLanguage = { name: 'none', stem: (word) => word, isStopWord: () => false };

/** Languages built on first use: a stemmer and a stop-word set each. */
const built = new Map<string, TextLanguage>([['none', NONE]]);

/** The language a name or code stands for, case-insensitively, or undefined for one MongoDB does not have. */
export function textLanguage(name: string): TextLanguage | undefined {
  const lower = name.toLowerCase();
  if (lower === 'none') return NONE;
  const known = LANGUAGES.find((language) => language.name === lower || language.code === lower);
  if (!known) return undefined;
  let language = built.get(known.name);
  if (!language) {
    const { newStemmer } = load('snowball-stemmers') as { newStemmer: typeof NewStemmer };
    const stemmer = newStemmer(known.name);
    const stopWords = new Set((load(`@orama/stopwords/${known.name}`) as { stopwords: string[] }).stopwords);
    language = {
      name: known.name,
      stem: (word) => stemmer.stem(word),
      isStopWord: (word) => stopWords.has(word),
    };
    built.set(known.name, language);
  }
  return language;
}

/** A language MongoDB has, or its refusal (2 BadValue; 67 CannotCreateIndex when an index names it). */
export function requireLanguage(name: string, building = false): TextLanguage {
  const language = textLanguage(name);
  if (language) return language;
  throw new MongoCommandError(
    building ? 'CannotCreateIndex' : 'BadValue',
    `unsupported language: "${name}" for text index version 3`,
  );
}
