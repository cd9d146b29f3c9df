/**
 * `$text`: the documents matching the rest of the filter that the collection's text index finds for the search, each
 * with its score remembered for `{ $meta: 'textScore' }`. As in MongoDB the query needs the collection's one text
 * index (27 otherwise) and, when that index is compound, equalities on the fields before its text fields. The index
 * is not read as a tree: each candidate's terms are computed once and kept with the stored document.
 */
import { MongoCommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/values';
import { rememberTextScore, startTextSearch } from '../text/scores';
import { parseTextQuery, readSearch, scoreDocument, type TextQuery } from '../text/text-query';
import type { Collection } from '../storage/storage';
import { isLookupValue } from './planner';

/** The filter's top-level `$text` operand, parsed, and the filter without it; undefined when it has none. */
export function textOf(filter: Doc): { query: TextQuery; rest: Doc } | undefined {
  if (!Object.hasOwn(filter, '$text')) return undefined;
  const { $text: operand, ...rest } = filter;
  return { query: parseTextQuery(operand), rest };
}

/** Whether the filter holds a top-level `$text`. */
export const hasText = (filter: unknown): boolean => isPlainObject(filter) && Object.hasOwn(filter, '$text');

function isEquality(condition: unknown): boolean {
  if (isLookupValue(condition, false)) return true;
  return (
    isPlainObject(condition) && Object.keys(condition).length === 1 && isLookupValue(condition.$eq, false)
  );
}

/** Of `candidates` (documents matching the rest of the filter, in natural order), those the search finds. */
export function textMatches(collection: Collection, query: TextQuery, rest: Doc, candidates: Doc[]): Doc[] {
  const index = [...collection.indexes.values()].find((each) => each.text);
  if (!index?.text) throw new MongoCommandError('IndexNotFound', 'text index required for $text query');
  const settings = index.text;
  if (settings.prefix.some((field) => !isEquality(rest[field])))
    throw new MongoCommandError(
      'BadValue',
      'error processing query: planner returned error :: caused by :: failed to use text index to satisfy $text query (if text index is compound, are equality predicates given for all prefix fields?)',
    );
  const search = readSearch(query, settings);
  startTextSearch();
  const found: Doc[] = [];
  for (const doc of candidates) {
    const score = scoreDocument(doc, settings, search);
    if (score === undefined) continue;
    rememberTextScore(doc, score);
    found.push(doc);
  }
  return found;
}
