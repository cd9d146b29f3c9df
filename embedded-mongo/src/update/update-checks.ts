import { Decimal128 } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonTypeAlias } from '../bson/exact-values';
import { formatValue, isPlainObject, ownField, valueKey, type Doc } from '../bson/values';

const NUMERIC = new Set(['double', 'int', 'long', 'decimal']);

export const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$setOnInsert',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$bit',
]);

const POSITIONAL_ELEMENT = /(^|\.)\$(?=\.|$)/g;

/** How many positional `$` elements a path has (`a.$.b` has one; `$[]` and `$[id]` are not counted). */
export function positionalCount(path: string): number {
  return path.match(POSITIONAL_ELEMENT)?.length ?? 0;
}

/** `path` with its positional `$` element replaced by an array index. */
export function withPositionalIndex(path: string, index: number): string {
  return path.replace(POSITIONAL_ELEMENT, (_match, lead: string) => `${lead}${index}`);
}

/** BSON type names as MongoDB's messages print them. */
function typeName(value: unknown): string {
  const alias = bsonTypeAlias(value);
  return alias === 'int' ? 'int' : alias === 'bool' ? 'bool' : alias;
}

function isNumeric(value: unknown): boolean {
  return NUMERIC.has(bsonTypeAlias(value));
}

/** The value at a plain dotted path, or `undefined` when the path is missing or runs through an array. */
function plainValueAt(doc: Doc, path: string): { found: boolean; value?: unknown } {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (!isPlainObject(current) || !Object.hasOwn(current, part)) return { found: false };
    current = current[part];
  }
  return { found: true, value: current };
}

function idOf(doc: Doc): string {
  return `{_id: ${formatValue(doc._id)}}`;
}

/**
 * Refuses what MongoDB refuses before touching the document: unknown operators, paths with two `$`
 * elements, paths that overlap between operators (40 ConflictingUpdateOperators), changing `_id`
 * (66 ImmutableField), arithmetic on or with non-numbers (14 TypeMismatch) and array operators on
 * non-arrays, with MongoDB's codes and messages.
 */
export function checkModifier(modifier: Doc, doc: Doc): void {
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!UPDATE_OPERATORS.has(operator))
      throw new MongoCommandError(
        'FailedToParse',
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    for (const [path, argument] of Object.entries(fields as Doc)) {
      if (positionalCount(path) > 1)
        throw new MongoCommandError(
          'BadValue',
          `Too many positional (i.e. '$') elements found in path '${path}'`,
        );
      if (path === '_id' || path.startsWith('_id.')) checkIdUnchanged(operator, path, argument, doc);
      checkPathViable(path, doc, CREATING_OPERATORS.has(operator));
      if (operator === '$rename') checkRename(path, argument, doc);
      checkTypes(operator, path, argument, doc);
    }
  }
  const sorted = updatePathsOf(modifier)
    .map((path) => path.split('.'))
    .sort((a, b) => a.length - b.length);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      if (sorted[i].every((part, k) => part === sorted[j][k])) {
        throw new MongoCommandError(
          'ConflictingUpdateOperators',
          `Updating the path '${sorted[j].join('.')}' would create a conflict at '${sorted[i].join('.')}'`,
        );
      }
    }
  }
}

/** Every path an update writes: each operator's fields, and `$rename`'s targets. */
function updatePathsOf(modifier: Doc): string[] {
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(modifier))
    if (isPlainObject(fields))
      for (const [path, argument] of Object.entries(fields)) {
        paths.push(path);
        if (operator === '$rename' && typeof argument === 'string') paths.push(argument);
      }
  return paths;
}

/** Operators that create the fields their paths name when missing. */
export const CREATING_OPERATORS = new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$currentDate',
  '$push',
  '$addToSet',
  '$bit',
]);

const ARRAY_INDEX = /^\d+$/;

/**
 * Refuses what MongoDB refuses along an update's path: `$[]` or `$[<id>]` on a missing field or a non-array (2), and,
 * for an operator that creates fields, a field created inside a value that cannot hold one (a scalar, null, or an
 * array by field name: 28 PathNotViable). A positional `$` is resolved later and ends the walk.
 */
export function checkPathViable(path: string, doc: Doc, creates: boolean): void {
  const parts = path.split('.');
  const arrayUpdate = parts.findIndex((part) => part.startsWith('$['));
  let current: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (current === undefined) {
      if (arrayUpdate < 0) return;
      throw new MongoCommandError(
        'BadValue',
        `The path '${parts.slice(0, arrayUpdate).join('.')}' must exist in the document in order to apply array updates.`,
      );
    }
    if (part === '$') return;
    if (part.startsWith('$[')) {
      if (Array.isArray(current)) return;
      throw new MongoCommandError(
        'BadValue',
        `Cannot apply array updates to non-array element ${parts[i - 1]}: ${formatValue(current)}`,
      );
    }
    if (isPlainObject(current)) current = ownField(current, part);
    else if (Array.isArray(current) && ARRAY_INDEX.test(part)) current = current[Number(part)];
    else if (creates)
      throw new MongoCommandError(
        'PathNotViable',
        `Cannot create field '${part}' in element {${parts[i - 1]}: ${formatValue(current)}}`,
      );
    else return;
  }
}

/** `$rename`'s refusals: a target that is not a new plain field path, or a path through an array. */
function checkRename(from: string, to: unknown, doc: Doc): void {
  if (typeof to !== 'string')
    throw new MongoCommandError(
      'BadValue',
      `The 'to' field for $rename must be a string: ${from}: ${formatValue(to)}`,
    );
  if (from === to)
    throw new MongoCommandError('BadValue', `The source and target field for $rename must differ: ${from}`);
  for (const [role, path] of [
    ['source', from],
    ['destination', to],
  ] as const) {
    const parts = path.split('.');
    let current: unknown = doc;
    for (let i = 0; i < parts.length - 1 && isPlainObject(current); i++) {
      current = ownField(current, parts[i]!);
      if (Array.isArray(current))
        throw new MongoCommandError(
          'BadValue',
          `The ${role} field cannot be an array element, '${path}' in doc with _id: ${formatValue(doc._id)} has an array field called '${parts[i]}'`,
        );
    }
  }
  checkPathViable(to, doc, true);
}

function checkIdUnchanged(operator: string, path: string, argument: unknown, doc: Doc): void {
  const unchanged =
    (operator === '$set' || operator === '$setOnInsert') &&
    path === '_id' &&
    ('_id' in doc ? valueKey(argument) === valueKey(doc._id) : true);
  if (!unchanged)
    throw new MongoCommandError(
      'ImmutableField',
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
}

function checkTypes(operator: string, path: string, argument: unknown, doc: Doc): void {
  const target = plainValueAt(doc, path);
  switch (operator) {
    case '$inc':
    case '$mul': {
      const verb = operator === '$inc' ? 'increment' : 'multiply';
      if (!isNumeric(argument))
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot ${verb} with non-numeric argument: {${path}: ${formatValue(argument)}}`,
        );
      if (target.found && !isNumeric(target.value))
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot apply ${operator} to a value of non-numeric type. ${idOf(doc)} has the field '${path}' of non-numeric type ${typeName(target.value)}`,
        );
      if (argument instanceof Decimal128 || target.value instanceof Decimal128)
        throw new MongoCommandError(
          'CommandNotSupported',
          `${operator} on Decimal128 values is not supported by embedded-mongo`,
        );
      return;
    }
    case '$push':
      if (target.found && !Array.isArray(target.value))
        throw new MongoCommandError(
          'BadValue',
          `The field '${path}' must be an array but is of type ${typeName(target.value)} in document ${idOf(doc)}`,
        );
      return;
    case '$addToSet':
      if (target.found && !Array.isArray(target.value))
        throw new MongoCommandError(
          'BadValue',
          `Cannot apply $addToSet to non-array field. Field named '${path}' has non-array type ${typeName(target.value)}`,
        );
      return;
    case '$pop':
      if (target.found && !Array.isArray(target.value))
        throw new MongoCommandError(
          'TypeMismatch',
          `Path '${path}' contains an element of non-array type '${typeName(target.value)}'`,
        );
      if (argument !== 1 && argument !== -1)
        throw new MongoCommandError(
          'FailedToParse',
          `Expected a number in: ${path}: ${formatValue(argument)}`,
        );
      return;
    case '$bit':
      if (target.found && !['int', 'long'].includes(bsonTypeAlias(target.value)))
        throw new MongoCommandError(
          'BadValue',
          `Cannot apply $bit to a value of non-integral type.${idOf(doc)} has the field ${path} of non-integer type ${typeName(target.value)}`,
        );
      return;
    case '$pull':
    case '$pullAll':
      if (target.found && !Array.isArray(target.value))
        throw new MongoCommandError('BadValue', `Cannot apply ${operator} to a non-array value`);
      if (operator === '$pullAll' && !Array.isArray(argument))
        throw new MongoCommandError(
          'BadValue',
          `$pullAll requires an array argument but was given a ${typeName(argument)}`,
        );
      return;
    default:
      return;
  }
}

/** The identifiers an array filter's fields start with (`e` of `e.k`), inside `$and`/`$or`/`$nor` too. */
export function filterIdentifiers(filter: Doc): string[] {
  const names = Object.entries(filter).flatMap(([key, condition]) =>
    ['$and', '$or', '$nor'].includes(key) && Array.isArray(condition)
      ? condition.flatMap((part: unknown) => (isPlainObject(part) ? filterIdentifiers(part) : []))
      : [key.split('.')[0]!],
  );
  return [...new Set(names)];
}

const FILTER_IDENTIFIER = /\$\[([^\]]*)\]/g;

/**
 * What MongoDB refuses when it parses an update, before any document is read: an empty field name in a path (56
 * EmptyFieldName), and array filters that are not each one identifier used by a `$[<identifier>]` of the update,
 * or an identifier without its filter.
 */
export function checkUpdatePaths(modifier: Doc, arrayFilters: Doc[] | undefined): void {
  /** Each `$[<identifier>]` of a path, with the path. */
  const uses: Array<[path: string, identifier: string]> = [];
  for (const path of updatePathsOf(modifier)) {
    if (path === '') throw new MongoCommandError('EmptyFieldName', 'An empty update path is not valid.');
    if (path.split('.').includes(''))
      throw new MongoCommandError(
        'EmptyFieldName',
        `The update path '${path}' contains an empty field name, which is not allowed.`,
      );
    for (const [, identifier] of path.matchAll(FILTER_IDENTIFIER))
      if (identifier) uses.push([path, identifier]);
  }
  const used = new Set(uses.map(([, identifier]) => identifier));
  const filtered = new Set<string>();
  for (const filter of arrayFilters ?? []) {
    const identifiers = filterIdentifiers(filter);
    if (identifiers.length !== 1)
      throw new MongoCommandError(
        'FailedToParse',
        `Error parsing array filter :: caused by :: Expected a single top-level field name, found ${identifiers.map((name) => `'${name}'`).join(' and ')}`,
      );
    const [identifier] = identifiers as [string];
    if (filtered.has(identifier))
      throw new MongoCommandError(
        'FailedToParse',
        `Found multiple array filters with the same top-level field name ${identifier}`,
      );
    filtered.add(identifier);
    if (!used.has(identifier))
      throw new MongoCommandError(
        'FailedToParse',
        `The array filter for identifier '${identifier}' was not used in the update ${formatValue(modifier)}`,
      );
  }
  for (const [path, identifier] of uses)
    if (!filtered.has(identifier))
      throw new MongoCommandError(
        'BadValue',
        `No array filter found for identifier '${identifier}' in path '${path}'`,
      );
}
