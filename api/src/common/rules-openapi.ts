import { ApiResponse, type SchemaObject } from '@nestjs/swagger';
import { PHONE_PATTERN, PRICE_PATTERN, type BodyRules, type ContentField } from '@agency/contracts';

/**
 * OpenAPI schemas generated from the `contracts` field rules that the body pipe enforces, so /docs shows
 * the fields, limits and allowed values a request is actually checked against.
 */
export function fieldSchema(rule: ContentField): SchemaObject {
  const schema: SchemaObject = { type: 'string', maxLength: rule.maxLength };
  if (rule.required) schema.minLength = rule.minLength ?? 1;
  else if (rule.minLength !== undefined)
    schema.description = `Empty, or at least ${rule.minLength} characters`;
  if (rule.kind === 'enum' && rule.values) schema.enum = [...rule.values];
  if (rule.nullable) schema.nullable = true;
  if (rule.kind === 'email') schema.format = 'email';
  if (rule.kind === 'phone') {
    schema.pattern = PHONE_PATTERN.source;
    schema.description = 'Digits, spaces and + ( ) - . only';
  }
  if (rule.kind === 'link') {
    schema.format = 'uri-reference';
    schema.description = 'An absolute http(s) URL, a site path like /pricing/ or an anchor like #contact-sec';
  }
  if (rule.format === 'price') {
    schema.pattern = PRICE_PATTERN.source;
    schema.description = 'A non-negative price with at most two decimals, as text';
  }
  if (rule.trim === false) schema.description = 'Kept as sent: surrounding spaces count';
  return schema;
}

export interface BodySchemaOptions {
  /** Updates send any subset of the fields, so nothing is listed as required. */
  partial?: boolean;
}

export function bodySchema(rules: BodyRules, options: BodySchemaOptions = {}): SchemaObject {
  const properties = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, fieldSchema(rule)]),
  );
  const required = Object.entries(rules)
    .filter(([, rule]) => rule.required)
    .map(([name]) => name);
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    ...(options.partial || required.length === 0 ? {} : { required }),
  };
}

export const OBJECT_ID_SCHEMA: SchemaObject = { type: 'string', pattern: '^[a-f0-9]{24}$' };

/** A stored record: its id, the fields the rules describe, and the timestamps every collection keeps. */
export function recordSchema(rules: BodyRules): SchemaObject {
  const input = bodySchema(rules);
  return {
    type: 'object',
    properties: {
      _id: OBJECT_ID_SCHEMA,
      ...input.properties,
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['_id', ...(input.required ?? []), 'createdAt', 'updatedAt'],
  };
}

export const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['statusCode', 'message'],
};

/** The OpenAPI description of a route answering one record (or, with `list`, an array of them) of these rules. */
export function ApiRecordResponse(
  rules: BodyRules,
  options: { status?: number; list?: boolean } = {},
): MethodDecorator {
  const record = recordSchema(rules);
  return ApiResponse({
    status: options.status ?? 200,
    description: options.list ? 'The records' : 'The record',
    schema: options.list ? { type: 'array', items: record } : record,
  });
}
