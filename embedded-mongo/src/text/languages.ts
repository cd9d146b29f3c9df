/**
 * The languages a text index stems and drops stop words in, under the names and ISO 639-1 codes MongoDB takes:
 * stems by the Snowball algorithms (the ones MongoDB's own stemmer runs), stop words from Snowball's lists. `none`
 * keeps every word as it is.
 */
import { stopwords as danishStopWords } from '@orama/stopwords/danish';
import { stopwords as dutchStopWords } from '@orama/stopwords/dutch';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as finnishStopWords } from '@orama/stopwords/finnish';
import { stopwords as frenchStopWords } from '@orama/stopwords/french';
import { stopwords as germanStopWords } from '@orama/stopwords/german';
import { stopwords as hungarianStopWords } from '@orama/stopwords/hungarian';
import { stopwords as italianStopWords } from '@orama/stopwords/italian';
import { stopwords as norwegianStopWords } from '@orama/stopwords/norwegian';
import { stopwords as portugueseStopWords } from '@orama/stopwords/portuguese';
import { stopwords as romanianStopWords } from '@orama/stopwords/romanian';
import { stopwords as russianStopWords } from '@orama/stopwords/russian';
import { stopwords as spanishStopWords } from '@orama/stopwords/spanish';
import { stopwords as swedishStopWords } from '@orama/stopwords/swedish';
import { stopwords as turkishStopWords } from '@orama/stopwords/turkish';
import { newStemmer } from 'snowball-stemmers';
import { MongoCommandError } from '../errors';

export interface TextLanguage {
  name: string;
  stem(word: string): string;
  isStopWord(word: string): boolean;
}

/** MongoDB's language names, each with its ISO code and its stop words. */
const LANGUAGES: ReadonlyArray<{ name: string; code: string; stopWords: string[] }> = [
  { name: 'danish', code: 'da', stopWords: danishStopWords },
  { name: 'dutch', code: 'nl', stopWords: dutchStopWords },
  { name: 'english', code: 'en', stopWords: englishStopWords },
  { name: 'finnish', code: 'fi', stopWords: finnishStopWords },
  { name: 'french', code: 'fr', stopWords: frenchStopWords },
  { name: 'german', code: 'de', stopWords: germanStopWords },
  { name: 'hungarian', code: 'hu', stopWords: hungarianStopWords },
  { name: 'italian', code: 'it', stopWords: italianStopWords },
  { name: 'norwegian', code: 'nb', stopWords: norwegianStopWords },
  { name: 'portuguese', code: 'pt', stopWords: portugueseStopWords },
  { name: 'romanian', code: 'ro', stopWords: romanianStopWords },
  { name: 'russian', code: 'ru', stopWords: russianStopWords },
  { name: 'spanish', code: 'es', stopWords: spanishStopWords },
  { name: 'swedish', code: 'sv', stopWords: swedishStopWords },
  { name: 'turkish', code: 'tr', stopWords: turkishStopWords },
];

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
    const stemmer = newStemmer(known.name);
    const stopWords = new Set(known.stopWords);
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
