import { applyDecorators, Delete, Get, Post, Put, SetMetadata } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { BodyRules } from '@agency/contracts';
import { routePath, type Endpoint, type HttpMethod } from '@agency/contracts/endpoints';
import { ValidBody, type BodyOf, type BodyRulesOptions } from './validated-body';

export const ENDPOINT_METADATA = 'agency:endpoint';

const ROUTE: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  DELETE: Delete,
};

/**
 * A handler of a catalogue endpoint (`contracts/src/endpoints/`): its method and path, who may call it (which the
 * access guard reads from the endpoint) and its OpenAPI summary all come from the definition, so the route and its clients cannot drift apart. A handler's own
 * `@ApiOperation` below it (one that adds a description) wins over the summary.
 */
export function EndpointRoute(endpoint: Endpoint): MethodDecorator {
  return applyDecorators(
    ROUTE[endpoint.method](routePath(endpoint.path)),
    ApiOperation({ summary: endpoint.summary }, { overrideExisting: false }),
    SetMetadata(ENDPOINT_METADATA, endpoint),
  );
}

/** `@Body()` through the rules pipe with the endpoint's own body rules: `@EndpointBody(ACCOUNT_ENDPOINTS.update)`. */
export function EndpointBody<E extends Endpoint & { body: BodyRules }>(
  endpoint: E,
  options?: BodyRulesOptions,
): ParameterDecorator {
  return ValidBody(endpoint.body, options);
}

/** What the body of `endpoint` holds once its rules pipe took it. */
export type EndpointBodyOf<E extends { body: BodyRules }> = BodyOf<E['body']>;
