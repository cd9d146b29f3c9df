import { Decimal128 } from 'bson';
import { MongoCommandError } from './errors';
import { bsonTypeAlias } from './exact-values';
import { formatValue, isPlainObject, valueKey, type Doc } from './values';

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
    if (!isPlainObject(current) || !(part in current)) return { found: false };
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
  const paths: string[] = [];
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
      paths.push(path);
      if (operator === '$rename' && typeof argument === 'string') paths.push(argument);
      if (path === '_id' || path.startsWith('_id.')) checkIdUnchanged(operator, path, argument, doc);
      if (CREATING_OPERATORS.has(operator)) checkPathViable(path, doc);
      if (operator === '$rename' && typeof argument === 'string') checkPathViable(argument, doc);
      checkTypes(operator, path, argument, doc);
    }
  }
  const sorted = paths.map((path) => path.split('.')).sort((a, b) => a.length - b.length);
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

/** Operators that create the fields their paths name when missing. */
const CREATING_OPERATORS = new Set([
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
 * Refuses a path that would have to create a field inside a value that cannot hold one (a scalar, null, or an array
 * with a field name), as MongoDB does (28 PathNotViable); positional elements are resolved later and stop the walk.
 */
function checkPathViable(path: string, doc: Doc): void {
  const parts = path.split('.');
  let current: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.startsWith('$')) return;
    if (isPlainObject(current)) {
      if (!(part in current)) return;
      current = current[part];
    } else if (Array.isArray(current) && ARRAY_INDEX.test(part)) {
      if (Number(part) >= current.length) return;
      current = current[Number(part)];
    } else {
      throw new MongoCommandError(
        'PathNotViable',
        `Cannot create field '${part}' in element {${parts[i - 1]}: ${formatValue(current)}}`,
      );
    }
  }
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
