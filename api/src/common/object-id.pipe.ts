import { Param, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { documentedParam } from './documented-param';
import { parseObjectId } from './object-id';
import { OBJECT_ID_SCHEMA } from './rules-openapi';

/** A route parameter that must be a record id; the 400 names the parameter. Hands on the id in lower case. */
export class ObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    return parseObjectId(value, metadata.data ?? 'id');
  }
}

const OBJECT_ID_PIPE = new ObjectIdPipe();

/** `@Param(name)` through the ObjectId pipe, documented on the OpenAPI page with its pattern. */
export function IdParam(name = 'id'): ParameterDecorator {
  return documentedParam(
    Param(name, OBJECT_ID_PIPE),
    ApiParam({ name, schema: OBJECT_ID_SCHEMA, description: 'Record id: 24 hexadecimal characters' }),
  );
}
