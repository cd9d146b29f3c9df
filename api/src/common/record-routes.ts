import { applyDecorators, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import type { BodyRules } from '@agency/contracts';
import { routePath } from '@agency/contracts/endpoints';
import { ApiRecordResponse } from './rules-openapi';

/*
 * Routes over records whose fields `contracts` rules describe: the route at its contracts path (`{id}` as in
 * the product description), and its answer documented with the schema generated from the same rules.
 */

/** A POST that stores a record and answers 201 with it. */
export function CreatesRecord(path: string, rules: BodyRules): MethodDecorator {
  return applyDecorators(Post(routePath(path)), HttpCode(201), ApiRecordResponse(rules, { status: 201 }));
}

/** A GET answering one record, or with `list` all of them. */
export function ReadsRecords(
  path: string,
  rules: BodyRules,
  options: { list?: boolean } = {},
): MethodDecorator {
  return applyDecorators(Get(routePath(path)), ApiRecordResponse(rules, options));
}

/** A PUT answering the record as updated. */
export function UpdatesRecord(path: string, rules: BodyRules): MethodDecorator {
  return applyDecorators(Put(routePath(path)), ApiRecordResponse(rules));
}

/** A DELETE answering the record as it was before it went. */
export function DeletesRecord(path: string, rules: BodyRules): MethodDecorator {
  return applyDecorators(Delete(routePath(path)), ApiRecordResponse(rules));
}
