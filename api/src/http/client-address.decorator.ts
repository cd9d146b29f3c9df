import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address, as the per-address limits count it: the socket's, or the one a trusted proxy
 * (`TRUSTED_PROXIES`) names; Fastify's trustProxy setting decides which.
 */
export const ClientAddress = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<FastifyRequest>().ip,
);
