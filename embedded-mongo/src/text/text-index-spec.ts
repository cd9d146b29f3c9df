/**
 * A text index's specification as MongoDB rewrites it: the text fields of the key pattern become `_fts: 'text',
 * _ftsx: 1` (between the compound prefix and suffix fields they sat between), and their weights, default language
 * and language override field are spelled out. At most one per collection; the planner never reads it, only
 * `$text` (query/text-search.ts) does.
 */
import { MongoCommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/values';
import { requireLanguage } from './languages';

export const WILDCARD = '$**';
const MAX_WORD_WEIGHT = 1_000_000_000;

/** What a text index reads from a document and how. */
export interface TextIndexSettings {
  /** Field path → weight; `$**` weighs every string field without one of its own. */
  weights: ReadonlyMap<string, number>;
  defaultLanguage: string;
  languageOverride: string;
  /** Fields before the text fields, on which a `$text` query needs equalities. */
  prefix: string[];
}

const failure = (code: number, message: string) => new MongoCommandError(`Location${code}`, message);

/** Whether a key pattern (as sent, or as MongoDB rewrote it) makes a text index. */
export function isTextKey(key: Doc): boolean {
  return Object.values(key).includes('text');
}

/** The key pattern, weights and languages MongoDB stores for a text index specification. */
export function normaliseTextSpec(raw: Doc, key: Doc): Doc {
  const weights = new Map<string, number>();
  const rewritten: Doc = {};
  let textSeen = false;
  let textEnded = false;
  for (const [field, value] of Object.entries(key)) {
    if (field === '_fts' || value === 'text') {
      if (textEnded) throw failure(17389, "'text' fields in index must all be adjacent");
      if (field !== '_fts') weights.set(field, 1);
      if (!textSeen) Object.assign(rewritten, { _fts: 'text', _ftsx: 1 });
      textSeen = true;
      continue;
    }
    if (field === '_ftsx') continue;
    if (value !== 1 && value !== -1)
      throw failure(17273, 'expected value 1 or -1 for non-text key in compound index');
    if (textSeen) textEnded = true;
    rewritten[field] = value;
  }
  if (isPlainObject(raw.weights)) {
    for (const [field, weight] of Object.entries(raw.weights)) {
      if (typeof weight !== 'number') throw failure(17283, 'weight for text index needs numeric type');
      weights.set(field, Math.trunc(weight));
    }
  } else if (raw.weights === WILDCARD) {
    weights.set(WILDCARD, 1);
  } else if (raw.weights !== undefined) {
    throw failure(17284, "text index option 'weights' must be an object");
  }
  for (const [field, weight] of weights) {
    if (!(weight > 0 && weight < MAX_WORD_WEIGHT)) throw failure(16674, 'score for word too high');
    if (field !== WILDCARD && field.split('.').some((part) => part === '' || part.startsWith('$')))
      throw failure(17291, 'weight cannot have empty path component or a $-prefixed one');
  }
  const language = raw.default_language ?? 'english';
  if (typeof language !== 'string') throw failure(17263, 'default_language needs a string type');
  requireLanguage(language, true);
  const override = raw.language_override ?? 'language';
  if (typeof override !== 'string' || override === '' || override.includes('$'))
    throw failure(17136, 'language_override is not valid');
  const version = raw.textIndexVersion ?? 3;
  if (version !== 3) throw failure(16730, `bad textIndexVersion: ${String(version)}`);
  return {
    key: rewritten,
    weights: Object.fromEntries([...weights].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    default_language: language,
    language_override: override,
    textIndexVersion: 3,
  };
}

/** A stored text index specification read for searching; undefined for any other index. */
export function textSettingsOf(spec: Doc): TextIndexSettings | undefined {
  const key = spec.key as Doc;
  if (key._fts !== 'text') return undefined;
  const fields = Object.keys(key);
  return {
    weights: new Map(Object.entries(spec.weights as Doc).map(([field, weight]) => [field, Number(weight)])),
    defaultLanguage: String(spec.default_language),
    languageOverride: String(spec.language_override),
    prefix: fields.slice(0, fields.indexOf('_fts')),
  };
}
