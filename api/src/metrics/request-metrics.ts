import type { FastifyInstance } from 'fastify';
import type { ApiMetrics } from './api-metrics';

/** The route label of a request no route matched: one value, whatever address was asked for. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Observes every answered request under its route pattern (`/order/:id`), never its address. */
export function measureRequests(server: FastifyInstance, metrics: ApiMetrics): void {
  server.addHook('onResponse', (request, reply, done) => {
    metrics.requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
