import { Body, type PipeTransform } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { ORDER_MAX_IDS, validateOrder, type OrderBody } from '@agency/contracts';
import { documentedParam } from '../common/documented-param';
import { ValidationFailedException } from '../common/validated-body';

/** Checks the shape of a reorder body (a list of distinct record ids); whether they name the items is the service's check. */
export class OrderBodyPipe implements PipeTransform<unknown, OrderBody> {
  transform(json: unknown): OrderBody {
    const result = validateOrder(json);
    if (!result.ok) throw new ValidationFailedException(result.errors);
    return result.value;
  }
}

/** `@Body()` through the order pipe, with its request schema on the OpenAPI page. */
export function ValidOrder(): ParameterDecorator {
  return documentedParam(
    Body(new OrderBodyPipe()),
    ApiBody({
      required: true,
      schema: {
        type: 'object',
        properties: {
          ids: {
            type: 'array',
            description: 'Every item id of the collection, once each, in the new order',
            maxItems: ORDER_MAX_IDS,
            uniqueItems: true,
            items: { type: 'string', pattern: '^[a-fA-F0-9]{24}$' },
          },
        },
        required: ['ids'],
        additionalProperties: false,
      },
    }),
  );
}
