import { SetMetadata } from '@nestjs/common';

export const NO_BODY_METADATA = 'agency:no-body';

/**
 * Marks a POST, PUT or PATCH that reads no body (logout), so the OpenAPI completeness check knows its missing
 * request schema is deliberate. Every other write route documents its body.
 */
export const NoBody = (): MethodDecorator => SetMetadata(NO_BODY_METADATA, true);
