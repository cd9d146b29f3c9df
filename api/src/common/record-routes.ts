import { applyDecorators, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import type { BodyRules } from '@agency/contracts';
import { routePath, type Endpoint } from '@agency/contracts/endpoints';
import { EndpointRoute } from './endpoint-route';
import { ApiRecordResponse } from './rules-openapi';

/*
 * Routes over records whose fields `contracts` rules describe: the route from its catalogue definition (method,
 * path, access, summary), and its answer documented with the schema generated from the same rules.
 */

/**
 * A catalogue endpoint, or the path of a record not yet in the catalogue (the PayPal e-mail's), routed here by
 * hand at its contracts path and given its access by its controller.
 */
export type RecordRoute = Endpoint | string;

const routed = (route: RecordRoute, byHand: (path: string) => MethodDecorator) =>
  typeof route === 'string' ? byHand(routePath(route)) : EndpointRoute(route);

/** A POST that stores a record and answers 201 with it. */
export function CreatesRecord(route: RecordRoute, rules: BodyRules): MethodDecorator {
  return applyDecorators(routed(route, Post), HttpCode(201), ApiRecordResponse(rules, { status: 201 }));
}

/** A GET answering one record, or with `list` all of them. */
export function ReadsRecords(
  route: RecordRoute,
  rules: BodyRules,
  options: { list?: boolean } = {},
): MethodDecorator {
  return applyDecorators(routed(route, Get), ApiRecordResponse(rules, options));
}

/** A PUT answering the record as updated. */
export function UpdatesRecord(route: RecordRoute, rules: BodyRules): MethodDecorator {
  return applyDecorators(routed(route, Put), ApiRecordResponse(rules));
}

/** A DELETE answering the record as it was before it went. */
export function DeletesRecord(route: RecordRoute, rules: BodyRules): MethodDecorator {
  return applyDecorators(routed(route, Delete), ApiRecordResponse(rules));
}
