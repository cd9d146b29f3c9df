import { MongoCommandError } from '../errors';
import { bsonTypeAlias } from '../bson/exact-values';
import { compareValues, isBsonNumber, numberValue } from '../bson/bson-order';
import { isPlainObject, valueKey, type Doc } from '../bson/values';

/**
 * MongoDB's `$jsonSchema` (draft 4 with `bsonType`, without `$ref`, `default`, `format` or `integer`), evaluated on
 * exact documents so that `bsonType: 'int'` and `'long'` tell the stored types apart, answering why a value fails in
 * the shape MongoDB's `errInfo.details` has (`operatorName`, `specifiedAs`, `reason`, `consideredValue`...).
 */

/** One unsatisfied rule, as MongoDB reports it. */
export type SchemaFailure = Doc;

const BSON_TYPES = new Set([
  'double',
  'string',
  'object',
  'array',
  'binData',
  'undefined',
  'objectId',
  'bool',
  'date',
  'null',
  'regex',
  'dbPointer',
  'javascript',
  'symbol',
  'javascriptWithScope',
  'int',
  'timestamp',
  'long',
  'decimal',
  'minKey',
  'maxKey',
  'number',
]);

/** JSON Schema's own `type` names; MongoDB refuses `integer`, which cannot tell int from long. */
const JSON_TYPES = new Set(['object', 'array', 'number', 'boolean', 'string', 'null']);

const KEYWORDS = new Set([
  'bsonType',
  'type',
  'required',
  'properties',
  'additionalProperties',
  'patternProperties',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'items',
  'additionalItems',
  'minProperties',
  'maxProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'dependencies',
  'title',
  'description',
]);

function parseError(message: string): MongoCommandError {
  return new MongoCommandError('FailedToParse', message);
}

function typeNames(schema: Doc, keyword: 'bsonType' | 'type'): string[] {
  const value: unknown = schema[keyword];
  const names = Array.isArray(value) ? value : [value];
  for (const name of names) {
    if (typeof name !== 'string')
      throw new MongoCommandError(
        'TypeMismatch',
        `$jsonSchema keyword '${keyword}' must be a string or an array of strings`,
      );
    if (keyword === 'bsonType' && !BSON_TYPES.has(name))
      throw new MongoCommandError('BadValue', `Unknown type name alias: ${name}`);
    if (keyword === 'type' && name === 'integer')
      throw parseError(
        "$jsonSchema keyword 'type' does not support 'integer': use 'bsonType' with 'int' or 'long'",
      );
    if (keyword === 'type' && !JSON_TYPES.has(name))
      throw new MongoCommandError('BadValue', `Unknown JSON Schema alias: ${name}`);
  }
  return names as string[];
}

function requireNumber(schema: Doc, keyword: string): void {
  if (schema[keyword] !== undefined && !isBsonNumber(schema[keyword]))
    throw new MongoCommandError('TypeMismatch', `$jsonSchema keyword '${keyword}' must be a number`);
}

function requireSchemaArray(schema: Doc, keyword: string): Doc[] | undefined {
  const value: unknown = schema[keyword];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0 || !value.every(isPlainObject))
    throw new MongoCommandError(
      'TypeMismatch',
      `$jsonSchema keyword '${keyword}' must be a non-empty array of objects`,
    );
  return value;
}

/** Refuses a schema MongoDB refuses at `create`/`collMod`, with its codes: unknown keywords, wrong types. */
export function checkSchema(schema: unknown): Doc {
  if (!isPlainObject(schema)) throw new MongoCommandError('TypeMismatch', '$jsonSchema must be an object');
  for (const keyword of Object.keys(schema))
    if (!KEYWORDS.has(keyword)) throw parseError(`Unknown $jsonSchema keyword: ${keyword}`);
  if (schema.bsonType !== undefined) typeNames(schema, 'bsonType');
  if (schema.type !== undefined) typeNames(schema, 'type');
  if (schema.bsonType !== undefined && schema.type !== undefined)
    throw parseError("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
  for (const keyword of [
    'minimum',
    'maximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'minProperties',
    'maxProperties',
  ])
    requireNumber(schema, keyword);
  if (schema.required !== undefined) {
    const required: unknown = schema.required;
    if (
      !Array.isArray(required) ||
      required.length === 0 ||
      !required.every((name) => typeof name === 'string')
    )
      throw new MongoCommandError(
        'TypeMismatch',
        "$jsonSchema keyword 'required' must be a non-empty array of strings",
      );
  }
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || schema.enum.length === 0))
    throw new MongoCommandError('TypeMismatch', "$jsonSchema keyword 'enum' must be a non-empty array");
  if (schema.pattern !== undefined && typeof schema.pattern !== 'string')
    throw new MongoCommandError('TypeMismatch', "$jsonSchema keyword 'pattern' must be a string");
  for (const keyword of ['properties', 'patternProperties', 'dependencies']) {
    const members: unknown = schema[keyword];
    if (members === undefined) continue;
    if (!isPlainObject(members))
      throw new MongoCommandError('TypeMismatch', `$jsonSchema keyword '${keyword}' must be an object`);
    for (const member of Object.values(members)) if (!Array.isArray(member)) checkSchema(member);
  }
  for (const keyword of ['additionalProperties', 'additionalItems']) {
    const value: unknown = schema[keyword];
    if (value !== undefined && typeof value !== 'boolean') checkSchema(value);
  }
  if (schema.items !== undefined) {
    if (Array.isArray(schema.items)) schema.items.forEach(checkSchema);
    else checkSchema(schema.items);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf'])
    requireSchemaArray(schema, keyword)?.forEach(checkSchema);
  if (schema.not !== undefined) checkSchema(schema.not);
  return schema;
}

function typeMatches(value: unknown, name: string, keyword: 'bsonType' | 'type'): boolean {
  const alias = bsonTypeAlias(value);
  if (name === 'number') return ['int', 'long', 'double', 'decimal'].includes(alias);
  if (keyword === 'type' && name === 'boolean') return alias === 'bool';
  return alias === name;
}

function failure(keyword: string, specified: unknown, extra: Doc): SchemaFailure {
  return { operatorName: keyword, specifiedAs: { [keyword]: specified }, ...extra };
}

function isMultipleOf(value: number, divisor: number): boolean {
  const quotient = value / divisor;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9;
}

/** The rules of `schema` that `value` does not satisfy, empty when it satisfies them all. */
export function schemaFailures(schema: Doc, value: unknown): SchemaFailure[] {
  const failures: SchemaFailure[] = [];
  for (const keyword of ['bsonType', 'type'] as const) {
    if (schema[keyword] === undefined) continue;
    const names = typeNames(schema, keyword);
    if (!names.some((name) => typeMatches(value, name, keyword)))
      failures.push(
        failure(keyword, schema[keyword], {
          reason: 'type did not match',
          consideredValue: value,
          consideredType: bsonTypeAlias(value),
        }),
      );
  }
  if (
    schema.enum !== undefined &&
    !(schema.enum as unknown[]).some((item) => valueKey(item) === valueKey(value))
  )
    failures.push(
      failure('enum', schema.enum, { reason: 'value was not found in enum', consideredValue: value }),
    );
  if (isBsonNumber(value)) failures.push(...numberFailures(schema, value));
  if (typeof value === 'string') failures.push(...stringFailures(schema, value));
  if (Array.isArray(value)) failures.push(...arrayFailures(schema, value));
  if (isPlainObject(value)) failures.push(...objectFailures(schema, value));
  failures.push(...logicFailures(schema, value));
  return failures;
}

function numberFailures(schema: Doc, value: unknown): SchemaFailure[] {
  const failures: SchemaFailure[] = [];
  const number = numberValue(value);
  const bound = (
    keyword: 'minimum' | 'maximum',
    exclusive: 'exclusiveMinimum' | 'exclusiveMaximum',
  ): void => {
    if (schema[keyword] === undefined) return;
    const order = compareValues(value, schema[keyword]);
    const strict = schema[exclusive] === true;
    const fails = keyword === 'minimum' ? (strict ? order <= 0 : order < 0) : strict ? order >= 0 : order > 0;
    if (fails)
      failures.push({
        ...failure(keyword, schema[keyword], { reason: 'comparison failed', consideredValue: value }),
        ...(strict ? { specifiedAs: { [keyword]: schema[keyword], [exclusive]: true } } : {}),
      });
  };
  bound('minimum', 'exclusiveMinimum');
  bound('maximum', 'exclusiveMaximum');
  if (schema.multipleOf !== undefined && !isMultipleOf(number, numberValue(schema.multipleOf)))
    failures.push(
      failure('multipleOf', schema.multipleOf, {
        reason: 'considered value is not a multiple of the specified value',
        consideredValue: value,
      }),
    );
  return failures;
}

function stringFailures(schema: Doc, value: string): SchemaFailure[] {
  const failures: SchemaFailure[] = [];
  const length = [...value].length;
  for (const keyword of ['minLength', 'maxLength'] as const) {
    if (schema[keyword] === undefined) continue;
    const limit = numberValue(schema[keyword]);
    if (keyword === 'minLength' ? length < limit : length > limit)
      failures.push(
        failure(keyword, schema[keyword], {
          reason: 'specified string length was not satisfied',
          consideredValue: value,
        }),
      );
  }
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
    failures.push(
      failure('pattern', schema.pattern, {
        reason: 'regular expression did not match',
        consideredValue: value,
      }),
    );
  return failures;
}

function arrayFailures(schema: Doc, value: unknown[]): SchemaFailure[] {
  const failures: SchemaFailure[] = [];
  for (const keyword of ['minItems', 'maxItems'] as const) {
    if (schema[keyword] === undefined) continue;
    const limit = numberValue(schema[keyword]);
    if (keyword === 'minItems' ? value.length < limit : value.length > limit)
      failures.push(
        failure(keyword, schema[keyword], {
          reason: 'array did not match specified length',
          consideredValue: value,
        }),
      );
  }
  if (schema.uniqueItems === true) {
    const seen = new Set<string>();
    const duplicate = value.find((item) => {
      const key = valueKey(item);
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
    if (duplicate !== undefined)
      failures.push(
        failure('uniqueItems', true, {
          reason: 'found a duplicate item',
          consideredValue: value,
          duplicatedValue: duplicate,
        }),
      );
  }
  const items: unknown = schema.items;
  if (isPlainObject(items)) {
    const itemIndex = value.findIndex((item) => schemaFailures(items, item).length > 0);
    if (itemIndex >= 0)
      failures.push({
        operatorName: 'items',
        reason: 'At least one item did not match the sub-schema',
        itemIndex,
        details: schemaFailures(items, value[itemIndex]),
      });
  } else if (Array.isArray(items)) {
    const itemIndex = items.findIndex(
      (item, i) => i < value.length && schemaFailures(item as Doc, value[i]).length > 0,
    );
    if (itemIndex >= 0)
      failures.push({
        operatorName: 'items',
        reason: 'At least one item did not match the sub-schema',
        itemIndex,
        details: schemaFailures(items[itemIndex] as Doc, value[itemIndex]),
      });
    const extra = value.slice(items.length);
    if (schema.additionalItems === false && extra.length > 0)
      failures.push(
        failure('additionalItems', false, {
          reason: 'found additional items',
          additionalItems: extra,
        }),
      );
    if (isPlainObject(schema.additionalItems)) {
      const rule = schema.additionalItems;
      const index = extra.findIndex((item) => schemaFailures(rule, item).length > 0);
      if (index >= 0)
        failures.push({
          operatorName: 'additionalItems',
          reason: 'At least one additional item did not match the sub-schema',
          itemIndex: items.length + index,
          details: schemaFailures(rule, extra[index]),
        });
    }
  }
  return failures;
}

function objectFailures(schema: Doc, value: Doc): SchemaFailure[] {
  const failures: SchemaFailure[] = [];
  const names = Object.keys(value);
  if (Array.isArray(schema.required)) {
    const missingProperties = (schema.required as string[]).filter((name) => !Object.hasOwn(value, name));
    if (missingProperties.length > 0)
      failures.push(failure('required', schema.required, { missingProperties }));
  }
  for (const keyword of ['minProperties', 'maxProperties'] as const) {
    if (schema[keyword] === undefined) continue;
    const limit = numberValue(schema[keyword]);
    if (keyword === 'minProperties' ? names.length < limit : names.length > limit)
      failures.push(
        failure(keyword, schema[keyword], {
          reason: 'specified number of properties was not satisfied',
          numberOfProperties: names.length,
        }),
      );
  }
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const propertiesNotSatisfied = Object.entries(properties).flatMap(([propertyName, rule]) => {
    if (!Object.hasOwn(value, propertyName)) return [];
    const details = schemaFailures(rule as Doc, value[propertyName]);
    if (details.length === 0) return [];
    const description = (rule as Doc).description;
    return [{ propertyName, ...(typeof description === 'string' ? { description } : {}), details }];
  });
  if (propertiesNotSatisfied.length > 0)
    failures.push({ operatorName: 'properties', propertiesNotSatisfied });
  const patterns = isPlainObject(schema.patternProperties)
    ? Object.entries(schema.patternProperties).map(([pattern, rule]) => ({
        regex: new RegExp(pattern, 'u'),
        rule: rule as Doc,
      }))
    : [];
  const patternFailures = patterns.flatMap(({ regex, rule }) =>
    names
      .filter((name) => regex.test(name))
      .flatMap((propertyName) => {
        const details = schemaFailures(rule, value[propertyName]);
        return details.length === 0 ? [] : [{ propertyName, regexMatched: regex.source, details }];
      }),
  );
  if (patternFailures.length > 0)
    failures.push({ operatorName: 'patternProperties', propertiesNotSatisfied: patternFailures });
  const additional: unknown = schema.additionalProperties;
  if (additional !== undefined && additional !== true) {
    const extra = names.filter(
      (name) => !Object.hasOwn(properties, name) && !patterns.some(({ regex }) => regex.test(name)),
    );
    if (additional === false && extra.length > 0)
      failures.push(failure('additionalProperties', false, { additionalProperties: extra }));
    if (isPlainObject(additional)) {
      const failing = extra.flatMap((propertyName) => {
        const details = schemaFailures(additional, value[propertyName]);
        return details.length === 0 ? [] : [{ propertyName, details }];
      });
      if (failing.length > 0)
        failures.push({ operatorName: 'additionalProperties', propertiesNotSatisfied: failing });
    }
  }
  if (isPlainObject(schema.dependencies)) {
    for (const [name, dependency] of Object.entries(schema.dependencies)) {
      if (!Object.hasOwn(value, name)) continue;
      if (Array.isArray(dependency)) {
        const missingProperties = (dependency as string[]).filter((other) => !Object.hasOwn(value, other));
        if (missingProperties.length > 0)
          failures.push({ operatorName: 'dependencies', failingDependency: name, missingProperties });
      } else {
        const details = schemaFailures(dependency as Doc, value);
        if (details.length > 0)
          failures.push({ operatorName: 'dependencies', failingDependency: name, details });
      }
    }
  }
  return failures;
}

function logicFailures(schema: Doc, value: unknown): SchemaFailure[] {
  const failures: SchemaFailure[] = [];
  const outcomes = (keyword: string) =>
    ((schema[keyword] as Doc[] | undefined) ?? []).map((rule, index) => ({
      index,
      details: schemaFailures(rule, value),
    }));
  const allOf = outcomes('allOf').filter(({ details }) => details.length > 0);
  if (allOf.length > 0) failures.push({ operatorName: 'allOf', schemasNotSatisfied: allOf });
  const anyOf = outcomes('anyOf');
  if (anyOf.length > 0 && anyOf.every(({ details }) => details.length > 0))
    failures.push({ operatorName: 'anyOf', schemasNotSatisfied: anyOf });
  const oneOf = outcomes('oneOf');
  const satisfied = oneOf.filter(({ details }) => details.length === 0);
  if (oneOf.length > 0 && satisfied.length === 0)
    failures.push({ operatorName: 'oneOf', schemasNotSatisfied: oneOf });
  if (satisfied.length > 1)
    failures.push({
      operatorName: 'oneOf',
      reason: 'more than one subschema matched',
      matchingSchemaIndexes: satisfied.map(({ index }) => index),
    });
  if (isPlainObject(schema.not) && schemaFailures(schema.not, value).length === 0)
    failures.push({ operatorName: 'not', reason: 'child expression matched' });
  return failures;
}
