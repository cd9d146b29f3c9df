/**
 * A document's terms under a text index and each term's score, as MongoDB computes the entries a text index holds:
 * in each indexed string, a term's repeats count less and less (1, 1/2, 1/4…), a term that is much of a short
 * string counts more, one that is the whole string a tenth more, all times the field's weight.
 */
import { MongoCommandError } from '../errors';
import { isPlainObject, valuesAtPath, type Doc } from '../bson/values';
import { textLanguage, type TextLanguage } from './languages';
import { WILDCARD, type TextIndexSettings } from './text-index-spec';
import { termOf, wordsOf, type Sensitivity } from './words';

/** An indexed string and the weight its field carries. */
export interface IndexedText {
  text: string;
  weight: number;
}

/** Every string under `value`, with its dotted path (array positions left out, as in index paths). */
function stringsWithin(value: unknown, path: string, into: Array<[string, string]>): void {
  if (typeof value === 'string') into.push([path, value]);
  else if (Array.isArray(value)) for (const item of value) stringsWithin(item, path, into);
  else if (isPlainObject(value))
    for (const [field, item] of Object.entries(value))
      stringsWithin(item, path ? `${path}.${field}` : field, into);
}

/** The strings a text index reads from a document, with their weights. */
export function indexedTexts(doc: Doc, settings: TextIndexSettings): IndexedText[] {
  const texts: IndexedText[] = [];
  const wildcard = settings.weights.get(WILDCARD);
  if (wildcard !== undefined) {
    const found: Array<[string, string]> = [];
    stringsWithin(doc, '', found);
    for (const [path, text] of found) texts.push({ text, weight: settings.weights.get(path) ?? wildcard });
    return texts;
  }
  for (const [field, weight] of settings.weights)
    for (const value of valuesAtPath(doc, field))
      if (typeof value === 'string') texts.push({ text: value, weight });
  return texts;
}

/**
 * The language a document is indexed in: its language override field, or the index's default. What an index cannot
 * take (a non-string, a language MongoDB lacks) is refused when the document is stored (`languageProblem`).
 */
export function documentLanguage(doc: Doc, settings: TextIndexSettings): TextLanguage {
  const own = doc[settings.languageOverride];
  return (typeof own === 'string' ? textLanguage(own) : undefined) ?? textLanguage(settings.defaultLanguage)!;
}

/** Why a text index cannot take the document: a language override MongoDB would refuse (17261, 17262). */
export function languageProblem(doc: Doc, settings: TextIndexSettings): MongoCommandError | undefined {
  if (!Object.hasOwn(doc, settings.languageOverride)) return undefined;
  const own = doc[settings.languageOverride];
  if (typeof own !== 'string')
    return new MongoCommandError(
      'Location17261',
      'found language override field in document with non-string type',
    );
  return textLanguage(own)
    ? undefined
    : new MongoCommandError('Location17262', `language override unsupported: ${own}`);
}

function scoreString(
  raw: string,
  weight: number,
  language: TextLanguage,
  sensitivity: Sensitivity,
  scores: Map<string, number>,
): void {
  const terms = new Map<string, { count: number; freq: number; exp: number }>();
  let tokens = 0;
  for (const word of wordsOf(raw, language)) {
    const term = termOf(word, language, sensitivity);
    if (term === undefined) continue;
    const data = terms.get(term) ?? { count: 0, freq: 0, exp: 0 };
    data.exp = data.exp ? data.exp * 2 : 1;
    data.count += 1;
    data.freq += 1 / data.exp;
    terms.set(term, data);
    tokens += 1;
  }
  for (const [term, data] of terms) {
    const coefficient = (0.5 * data.count) / tokens + 0.5;
    const whole = raw.length === term.length && raw.toLowerCase() === term.toLowerCase() ? 1.1 : 1;
    scores.set(term, (scores.get(term) ?? 0) + weight * data.freq * coefficient * whole);
  }
}

/** Stored documents are never changed in place, so their terms are kept per sensitivity asked. */
const cache = new WeakMap<Doc, Map<string, Map<string, number>>>();

/** Each term of the document and its score under the index, words compared as `sensitivity` says. */
export function documentTerms(
  doc: Doc,
  settings: TextIndexSettings,
  sensitivity: Sensitivity,
): Map<string, number> {
  const key = `${String(sensitivity.caseSensitive)}${String(sensitivity.diacriticSensitive)}${settings.defaultLanguage}${settings.languageOverride}${[...settings.weights].join()}`;
  let perSetting = cache.get(doc);
  const known = perSetting?.get(key);
  if (known) return known;
  const scores = new Map<string, number>();
  const language = documentLanguage(doc, settings);
  for (const { text, weight } of indexedTexts(doc, settings))
    scoreString(text, weight, language, sensitivity, scores);
  if (!perSetting) cache.set(doc, (perSetting = new Map()));
  perSetting.set(key, scores);
  return scores;
}
