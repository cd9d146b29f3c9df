import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/**
 * The OpenAPI request description of a route that reads a form-encoded body itself (PayPal's IPN and the
 * checkout simulator keep the raw bytes, so no body pipe can stand in between).
 */
export function ApiFormBody(description: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('application/x-www-form-urlencoded'),
    ApiBody({ description, schema: { type: 'object', additionalProperties: { type: 'string' } } }),
  );
}

/** The OpenAPI request description of a route that reads a JSON body as raw text (a signed webhook, PayPal's REST calls). */
export function ApiRawJsonBody(description: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('application/json'),
    ApiBody({ description, schema: { type: 'object' } }),
  );
}
