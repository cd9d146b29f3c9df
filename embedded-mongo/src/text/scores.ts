/**
 * Text scores of the documents a `$text` query matched, for `{ $meta: 'textScore' }` in a projection, a sort or a
 * pipeline's expressions: kept with the document object, and by `_id` for the copies mingo makes of them. Commands
 * run one at a time, so a score is read in the same command that set it; a command asking for scores without a
 * `$text` query is refused before it reads any (`requireTextScores`).
 */
import { MongoCommandError } from '../errors';
import { isPlainObject, valueKey, type Doc } from '../bson/values';

const scores = new WeakMap<object, number>();
/** The last search's scores by `_id`, for the copies of its documents mingo's stages read. */
let latestById = new Map<string, number>();

/** Forgets the scores by `_id` of the search before: a new search is starting. */
export function startTextSearch(): void {
  latestById = new Map();
}

export function rememberTextScore(doc: Doc, score: number): void {
  scores.set(doc, score);
  latestById.set(valueKey(doc._id), score);
}

/** Gives `to` (a stage's output) the score of `from` (its input), where `from` has one. */
export function carryTextScore(from: object, to: object): void {
  const score = scores.get(from);
  if (score !== undefined && from !== to) scores.set(to, score);
}

export const textScoreUnavailable = () =>
  new MongoCommandError('Location40218', 'query requires text score metadata, but it is not available');

/** The score a `$text` query gave the document. */
export function textScoreOf(doc: object): number {
  const score = scores.get(doc) ?? (isPlainObject(doc) ? latestById.get(valueKey(doc._id)) : undefined);
  if (score === undefined) throw textScoreUnavailable();
  return score;
}

/** Whether a projection, sort or stage asks for `{ $meta: 'textScore' }` anywhere within it. */
export function asksForTextScore(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(asksForTextScore);
  if (!isPlainObject(value)) return false;
  if (value.$meta === 'textScore') return true;
  return Object.values(value).some(asksForTextScore);
}

/** Refuses a request for text scores where no `$text` query computed any (40218, as MongoDB). */
export function requireTextScores(asked: unknown, searched: boolean): void {
  if (!searched && asksForTextScore(asked)) throw textScoreUnavailable();
}
