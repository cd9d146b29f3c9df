import { MongoCommandError } from '../errors';
import { DBRef, isPlainObject, type Doc } from '../bson/values';

/** An object of plain field names (`{ b: …, c: … }`): fields to set or project, not an expression's value. */
export function isFieldsObject(value: unknown): value is Doc {
  const keys = isPlainObject(value) ? Object.keys(value) : [];
  return keys.length > 0 && keys.every((key) => !key.startsWith('$') && !key.includes('.'));
}

function dotted(prefix: string, value: unknown, into: Doc): void {
  if (!isFieldsObject(value)) {
    into[prefix] = value;
    return;
  }
  for (const [key, item] of Object.entries(value)) dotted(`${prefix}.${key}`, item, into);
}

/**
 * MongoDB reads an object of fields inside `$addFields`/`$set` (`{ a: { b: 1 } }`) as setting `a.b`, keeping a's
 * other members, as the dotted form does; mingo replaced the whole of `a`. Such a stage goes to mingo in the
 * dotted form, which both read alike.
 */
function withDottedFields(name: string, spec: Doc): Doc {
  if (!Object.values(spec).some(isFieldsObject)) return { [name]: spec };
  const fields: Doc = {};
  for (const [key, value] of Object.entries(spec)) dotted(key, value, fields);
  return { [name]: fields };
}

/** A regular expression's source with PCRE's extended syntax (option `x`) taken out: whitespace and `#` comments. */
function unextended(source: string): string {
  let result = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      result += char + (source[++i] ?? '');
    } else if (inClass) {
      result += char;
      inClass = char !== ']';
    } else if (char === '[') {
      result += char;
      inClass = true;
    } else if (char === '#') {
      while (i + 1 < source.length && source[i + 1] !== '\n') i++;
    } else if (!/\s/.test(char)) {
      result += char;
    }
  }
  return result;
}

/**
 * A filter as mingo should get it, once the query layer has checked it as MongoDB checks filters: its `x` regular
 * expressions rewritten (below). Find's filters and `$match` stages alike.
 */
export function asMingoFilter(filter: Doc): Doc {
  return withDbRefsAsEqualities(withoutExtendedRegexes(filter));
}

/**
 * A filter whose DBRef values (`{ owner: DBRef }`) are `$eq` conditions: promoted, a DBRef is the document
 * `{ $ref, $id }`, which mingo would read as operators.
 */
function withDbRefsAsEqualities(filter: Doc): Doc {
  let copy: Doc | undefined;
  for (const [key, condition] of Object.entries(filter)) {
    let rewritten: unknown = condition;
    if (condition instanceof DBRef) rewritten = { $eq: condition };
    else if (['$and', '$or', '$nor'].includes(key) && Array.isArray(condition))
      rewritten = condition.map((part: unknown) =>
        isPlainObject(part) ? withDbRefsAsEqualities(part) : part,
      );
    if (rewritten !== condition) (copy ??= { ...filter })[key] = rewritten;
  }
  return copy ?? filter;
}

/**
 * A filter with every `{ $regex, $options }` whose options hold `x` (MongoDB's extended syntax, which JavaScript's
 * RegExp refuses) rewritten to the plain pattern it stands for.
 */
function withoutExtendedRegexes<T>(filter: T): T {
  if (Array.isArray(filter)) {
    let copy: unknown[] | undefined;
    filter.forEach((item: unknown, i) => {
      const rewritten = withoutExtendedRegexes(item);
      if (rewritten !== item) (copy ??= filter.slice())[i] = rewritten;
    });
    return (copy ?? filter) as T;
  }
  if (!isPlainObject(filter)) return filter;
  const options = filter.$options;
  if (typeof options === 'string' && options.includes('x') && typeof filter.$regex === 'string')
    return { ...filter, $regex: unextended(filter.$regex), $options: options.replace(/x/g, '') } as T;
  let copy: Doc | undefined;
  for (const [key, value] of Object.entries(filter)) {
    const rewritten = withoutExtendedRegexes(value);
    if (rewritten !== value) (copy ??= { ...filter })[key] = rewritten;
  }
  return (copy ?? filter) as T;
}

/** A stage in the form mingo answers as MongoDB does (see above); other stages are returned as they are. */
export function asMingoStage(stage: Doc): Doc {
  const [name] = Object.keys(stage);
  const spec: unknown = stage[name!];
  if (!isPlainObject(spec)) return stage;
  if (name === '$addFields' || name === '$set') return withDottedFields(name, spec);
  if (name === '$match') return { $match: asMingoFilter(spec) };
  return stage;
}

/**
 * A stage MongoDB defines as a sequence of others, as that sequence: `$sortByCount` is a `$group` counting each
 * value and a `$sort` by the count, so the group's key keeps its exact type (group-types.ts), and `$count` a
 * `$group` counting everything.
 */
export function expandedStages(stage: Doc): Doc[] {
  // `$count` is a `$group` of everything and a `$project`: no input, no output (mingo answered a count of 0).
  if (typeof stage.$count === 'string')
    return [{ $group: { _id: null, [stage.$count]: { $sum: 1 } } }, { $project: { _id: 0 } }];
  if (!('$sortByCount' in stage)) return [stage];
  const by: unknown = stage.$sortByCount;
  if (!(typeof by === 'string' && by.startsWith('$')) && !isPlainObject(by))
    throw new MongoCommandError(
      'Location40148',
      'the sortBy field must be defined as a $-prefixed path or an expression',
    );
  return [{ $group: { _id: by, count: { $sum: 1 } } }, { $sort: { count: -1 } }];
}
