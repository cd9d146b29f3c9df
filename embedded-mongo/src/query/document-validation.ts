import { MongoCommandError } from '../errors';
import { viewOf } from '../bson/exact-values';
import { isPlainObject, valuesAtPath, type Doc } from '../bson/values';
import { compileFilter } from '../mingo';
import { checkedFilter } from './filter-checks';
import { checkSchema, schemaFailures } from './json-schema';

/**
 * A collection's validator (`validator`, `validationLevel`, `validationAction` among its options): which documents
 * a write may store, and why one may not, in the shape of MongoDB's `errInfo.details`.
 */

const LEVELS = ['strict', 'moderate', 'off'];
const ACTIONS = ['error', 'warn'];

/** What a write needs to know to judge a document (the option `bypassDocumentValidation`, where warnings go). */
export interface ValidationContext {
  bypass: boolean;
  warn(message: string): void;
}

/** Operators a validator may not hold, as MongoDB refuses them there (they sort or need an index). */
const NOT_IN_VALIDATORS = ['$text', '$near', '$nearSphere', '$geoNear', '$where'];

function enumOption(options: Doc, field: string, allowed: string[]): void {
  const value: unknown = options[field];
  if (value === undefined) return;
  if (typeof value !== 'string' || !allowed.includes(value))
    throw new MongoCommandError(
      'BadValue',
      `Enumeration value '${String(value)}' for field '${field}' is not a valid value.`,
    );
}

function refuseForbidden(filter: unknown): void {
  if (Array.isArray(filter)) return filter.forEach(refuseForbidden);
  if (!isPlainObject(filter)) return;
  for (const [key, value] of Object.entries(filter)) {
    if (NOT_IN_VALIDATORS.includes(key))
      throw new MongoCommandError('BadValue', `${key} is not allowed in collection validators`);
    if (key !== '$jsonSchema') refuseForbidden(value);
  }
}

/** Refuses validator options MongoDB refuses on `create` and `collMod`, with its codes. */
export function checkValidationOptions(options: Doc): void {
  enumOption(options, 'validationLevel', LEVELS);
  enumOption(options, 'validationAction', ACTIONS);
  const validator: unknown = options.validator;
  if (validator === undefined) return;
  if (!isPlainObject(validator))
    throw new MongoCommandError('TypeMismatch', "BSON field 'validator' is the wrong type, expected object");
  refuseForbidden(validator);
  const { $jsonSchema: schema, ...rest } = validator;
  if (schema !== undefined) checkSchema(schema);
  compileFilter(checkedFilter(rest), {});
}

function consideredValue(doc: Doc, field: string): Doc {
  const values = valuesAtPath(doc, field).filter((value) => value !== undefined);
  if (values.length === 0) return { reason: 'field was missing' };
  return values.length === 1
    ? { reason: 'comparison failed', consideredValue: values[0] }
    : { reason: 'comparison failed', consideredValues: values };
}

function passes(filter: Doc, doc: Doc): boolean {
  return compileFilter(checkedFilter(filter), {}).test(viewOf(doc));
}

/** Why `doc` fails one top-level clause of a validator, or undefined when it satisfies it. */
function clauseDetails(key: string, value: unknown, doc: Doc): Doc | undefined {
  if (key === '$jsonSchema') {
    const schema = value as Doc;
    const failures = schemaFailures(schema, doc);
    if (failures.length === 0) return undefined;
    return {
      operatorName: '$jsonSchema',
      ...(typeof schema.title === 'string' ? { title: schema.title } : {}),
      schemaRulesNotSatisfied: failures,
    };
  }
  if (key === '$and' || key === '$or') {
    const clauses = (value as Doc[]).map((clause, index) => ({ index, details: filterDetails(clause, doc) }));
    const failing = clauses.filter(
      (clause): clause is { index: number; details: Doc } => clause.details !== undefined,
    );
    const fails = key === '$and' ? failing.length > 0 : failing.length === clauses.length;
    return fails ? { operatorName: key, clausesNotSatisfied: failing } : undefined;
  }
  if (passes({ [key]: value }, doc)) return undefined;
  if (key === '$nor') return { operatorName: '$nor', reason: 'child expression matched' };
  if (key === '$expr')
    return {
      operatorName: '$expr',
      specifiedAs: { $expr: value },
      reason: 'expression did not match',
      expressionResult: false,
    };
  const operators =
    isPlainObject(value) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((name) => name.startsWith('$'))
      ? Object.entries(value).filter(([name]) => name !== '$options')
      : [['$eq', value] as const];
  const failing = operators.flatMap(([operatorName, argument], index) => {
    const single = operatorName === '$eq' && operators.length === 1 ? value : { [operatorName]: argument };
    if (operators.length > 1 && passes({ [key]: single }, doc)) return [];
    return [
      { index, details: { operatorName, specifiedAs: { [key]: single }, ...consideredValue(doc, key) } },
    ];
  });
  if (operators.length === 1) return failing[0]!.details;
  return { operatorName: '$and', clausesNotSatisfied: failing };
}

/** Why `doc` fails `filter` (a validator or one of its clauses), or undefined when it satisfies it. */
function filterDetails(filter: Doc, doc: Doc): Doc | undefined {
  const clauses = Object.entries(filter).flatMap(([key, value], index) => {
    const details = clauseDetails(key, value, doc);
    return details ? [{ index, details }] : [];
  });
  if (clauses.length === 0) return undefined;
  if (Object.keys(filter).length === 1) return clauses[0]!.details;
  return { operatorName: '$and', clausesNotSatisfied: clauses };
}

function failsValidator(validator: Doc, doc: Doc): Doc | undefined {
  return filterDetails(validator, doc);
}

/**
 * Lets a write store `next` (replacing `previous`, for an update) or refuses it with MongoDB's 121 and its
 * `errInfo`, as the collection's options say: `validationLevel` "moderate" leaves alone documents that already
 * failed, "off" and `bypassDocumentValidation` everything; `validationAction` "warn" logs and stores.
 */
export function enforceValidation(
  options: Doc,
  next: Doc,
  previous: Doc | undefined,
  context: ValidationContext,
): void {
  const validator: unknown = options.validator;
  if (!isPlainObject(validator) || context.bypass) return;
  const level = options.validationLevel ?? 'strict';
  if (level === 'off') return;
  const details = failsValidator(validator, next);
  if (!details) return;
  if (level === 'moderate' && previous && failsValidator(validator, previous)) return;
  const errInfo = { failingDocumentId: next._id, details };
  if (options.validationAction === 'warn') {
    context.warn(`Document would fail validation: ${JSON.stringify({ _id: next._id, details })}`);
    return;
  }
  throw new MongoCommandError('DocumentValidationFailure', 'Document failed validation', { errInfo });
}
