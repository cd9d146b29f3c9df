import type { SchemaObject } from '@nestjs/swagger';
import { PRICE_PATTERN, type ContentField, type ContentResource } from '@agency/contracts';

/** OpenAPI schemas generated from a catalogue entry, so /docs shows the real fields and rules. */
export function fieldSchema(rule: ContentField): SchemaObject {
  const schema: SchemaObject = { type: 'string', maxLength: rule.maxLength };
  if (rule.required) schema.minLength = 1;
  if (rule.kind === 'enum' && rule.values) schema.enum = [...rule.values];
  if (rule.kind === 'email') schema.format = 'email';
  if (rule.kind === 'link') {
    schema.format = 'uri-reference';
    schema.description = 'An absolute http(s) URL, a site path like /pricing/ or an anchor like #contact-sec';
  }
  if (rule.format === 'price') {
    schema.pattern = PRICE_PATTERN.source;
    schema.description = 'A non-negative price with at most two decimals, as text';
  }
  return schema;
}

export function inputSchema(resource: ContentResource, partial: boolean): SchemaObject {
  const properties = Object.fromEntries(
    Object.entries(resource.fields).map(([name, rule]) => [name, fieldSchema(rule)]),
  );
  const required = Object.entries(resource.fields)
    .filter(([, rule]) => rule.required)
    .map(([name]) => name);
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    ...(partial || required.length === 0 ? {} : { required }),
  };
}

export function recordSchema(resource: ContentResource): SchemaObject {
  const input = inputSchema(resource, false);
  return {
    type: 'object',
    properties: {
      _id: { type: 'string', pattern: '^[a-f0-9]{24}$' },
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
