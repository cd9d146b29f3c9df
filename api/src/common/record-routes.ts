import { applyDecorators, HttpCode } from '@nestjs/common';
import type { BodyRules } from '@agency/contracts';
import type { Endpoint } from '@agency/contracts/endpoints';
import { EndpointRoute } from './endpoint-route';
import { ApiRecordResponse } from './rules-openapi';

/*
 * Routes over records whose fields `contracts` rules describe: the route from its catalogue definition (method,
 * path, access, summary), and its answer documented with the schema generated from the same rules.
 */

/** A POST that stores a record and answers 201 with it. */
export function CreatesRecord(route: Endpoint, rules: BodyRules): MethodDecorator {
  return applyDecorators(EndpointRoute(route), HttpCode(201), ApiRecordResponse(rules, { status: 201 }));
}

/** A GET answering one record, or with `list` all of them. */
export function ReadsRecords(
  route: Endpoint,
  rules: BodyRules,
  options: { list?: boolean } = {},
): MethodDecorator {
  return applyDecorators(EndpointRoute(route), ApiRecordResponse(rules, options));
}

/** A PUT answering the record as updated. */
export function UpdatesRecord(route: Endpoint, rules: BodyRules): MethodDecorator {
  return applyDecorators(EndpointRoute(route), ApiRecordResponse(rules));
}

/** A DELETE answering the record as it was before it went. */
export function DeletesRecord(route: Endpoint, rules: BodyRules): MethodDecorator {
  return applyDecorators(EndpointRoute(route), ApiRecordResponse(rules));
}
