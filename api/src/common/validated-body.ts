import { BadRequestException, Body, type PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import {
  validateContent,
  type BodyRules,
  type FieldError,
  type InputOfFields,
  type ValidateOptions,
} from '@agency/contracts';
import { documentedParam } from './documented-param';
import { bodySchema } from './rules-openapi';

/** A 400 whose message names the first bad field and whose `errors` list every one, for forms to show beside fields. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: FieldError[]) {
    super({ message: errors[0]?.message ?? 'Invalid request', errors });
  }
}

export interface BodyRulesOptions extends ValidateOptions {
  /** The route works without a body (the product description's clients sometimes send none): a missing body counts as `{}`. */
  optional?: boolean;
}

/**
 * Checks a JSON body against `contracts` field rules (content formats such as prices included) and hands the
 * handler the trimmed, typed value; anything else is a 400 naming the field. A partial body (an update) must
 * still carry at least one field.
 */
export class BodyRulesPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    readonly rules: BodyRules,
    readonly options: BodyRulesOptions = {},
  ) {}

  /** `json` is whatever Fastify parsed: the pipe is where it stops being unknown. */
  transform(json: unknown): T {
    const result = validateContent(
      { fields: this.rules },
      json ?? (this.options.optional ? {} : json),
      this.options,
    );
    if (!result.ok) throw new ValidationFailedException(result.errors);
    if (this.options.partial && Object.keys(result.value).length === 0) {
      throw new ValidationFailedException([
        { field: 'body', message: 'Send at least one field to update', code: 'emptyUpdate' },
      ]);
    }
    return result.value as T;
  }
}

/** What a body checked against `rules` holds. */
export type BodyOf<R extends BodyRules> = InputOfFields<R>;

export function rulesPipe<const R extends BodyRules>(rules: R, options?: BodyRulesOptions) {
  return new BodyRulesPipe<BodyOf<R>>(rules, options);
}

/**
 * `@Body()` through the rules pipe, with the request schema on the OpenAPI page generated from the same
 * rules: `add(@ValidBody(SUBSCRIBER_RULES) body: BodyOf<typeof SUBSCRIBER_RULES>)`.
 */
export function ValidBody(rules: BodyRules, options: BodyRulesOptions = {}): ParameterDecorator {
  return documentedParam(
    Body(new BodyRulesPipe(rules, options)),
    ApiBody({ schema: bodySchema(rules, options), required: !options.optional }),
  );
}
