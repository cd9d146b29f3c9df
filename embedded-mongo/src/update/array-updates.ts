import { MongoCommandError } from '../errors';
import { promote } from '../bson/exact-values';
import { isPlainObject, ownField, type Doc } from '../bson/values';
import { compileQuery, type Matcher } from '../mingo';
import { CREATING_OPERATORS, checkPathViable, filterIdentifiers } from './update-checks';
import type { UpdateOptions } from './options';

const ARRAY_UPDATE = /(^|\.)\$\[[^\]]*\](?=\.|$)/;
const ARRAY_INDEX = /^\d+$/;

/** Each array filter's identifier with its filter, as a test of one array element. */
function elementTests(arrayFilters: Doc[], options: UpdateOptions): Map<string, Matcher> {
  const tests = new Map<string, Matcher>();
  for (const filter of promote(arrayFilters)) {
    const [identifier] = filterIdentifiers(filter);
    if (identifier !== undefined)
      tests.set(identifier, compileQuery(filter, { collation: options.collation }));
  }
  return tests;
}

/** The concrete paths one path with `$[]`/`$[<id>]` elements stands for in `doc`. */
function concretePaths(path: string, doc: Doc, tests: Map<string, Matcher>): string[] {
  const parts = path.split('.');
  const paths: string[] = [];
  const walk = (i: number, current: unknown, prefix: string[]): void => {
    if (i === parts.length) {
      paths.push(prefix.join('.'));
      return;
    }
    const part = parts[i]!;
    if (!part.startsWith('$[')) {
      const next = isPlainObject(current)
        ? ownField(current, part)
        : Array.isArray(current) && ARRAY_INDEX.test(part)
          ? (current[Number(part)] as unknown)
          : undefined;
      walk(i + 1, next, [...prefix, part]);
      return;
    }
    if (!Array.isArray(current))
      throw new MongoCommandError(
        'BadValue',
        `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`,
      );
    const identifier = part.slice(2, -1);
    const test = identifier ? tests.get(identifier) : undefined;
    current.forEach((element: unknown, index) => {
      if (!test || test.test({ [identifier]: element })) walk(i + 1, element, [...prefix, String(index)]);
    });
  };
  walk(0, doc, []);
  return paths;
}

/**
 * The modifier with every `$[]` and `$[<identifier>]` replaced by the array indexes they select, all chosen in the
 * document as it was before the update, as MongoDB chooses them; two of the resulting paths that meet are
 * refused as MongoDB refuses them (40). mingo's updater refused two such paths under one array
 * (`a.$[e].x` and `a.$[e].y`) as a conflict.
 */
export function withArrayIndexes(modifier: Doc, doc: Doc, options: UpdateOptions): Doc {
  if (
    !Object.values(modifier).some((fields) =>
      Object.keys(fields as Doc).some((path) => ARRAY_UPDATE.test(path)),
    )
  )
    return modifier;
  const tests = elementTests(options.arrayFilters ?? [], options);
  const resolved: Doc = {};
  const written: string[] = [];
  const all: string[] = [];
  for (const [operator, fields] of Object.entries(modifier)) {
    const concrete: Doc = {};
    for (const [path, value] of Object.entries(fields as Doc)) {
      if (!ARRAY_UPDATE.test(path)) {
        concrete[path] = value;
        all.push(path);
        continue;
      }
      for (const each of concretePaths(path, doc, tests)) {
        checkPathViable(each, doc, CREATING_OPERATORS.has(operator));
        concrete[each] = value;
        written.push(each);
        all.push(each);
      }
    }
    if (Object.keys(concrete).length > 0) resolved[operator] = concrete;
  }
  for (const path of written) {
    const meeting = all.filter((other) => other === path || other.startsWith(`${path}.`));
    if (meeting.length > 1)
      throw new MongoCommandError('ConflictingUpdateOperators', `Update created a conflict at '${path}'`);
  }
  return resolved;
}
