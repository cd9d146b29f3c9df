import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

interface BodyLimitConfig {
  bodyLimit?: number;
}

/** A smaller body limit for one route than the app's; a larger body is refused with 413 before it is read whole. */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes } satisfies BodyLimitConfig);

/** Makes `@BodyLimit` take effect: Fastify reads a route's own limit from its options, not its config. */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as BodyLimitConfig | undefined)?.bodyLimit;
    if (limit !== undefined) route.bodyLimit = limit;
  });
}
