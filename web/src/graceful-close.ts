// Health for a load balancer and a shutdown that loses no request: each web server answers /health/live and
// /health/ready, reports not ready once shutdown begins, and closes only after the requests in flight are answered.
import type { FastifyInstance } from 'fastify';
import { HEALTH_ENDPOINTS } from '@agency/contracts/endpoints/health';

/** How often connections left idle are closed while a server waits for the answers in flight. */
const IDLE_SWEEP_MS = 100;

/** SHUTDOWN_DRAIN_MS (5 s in production, else 0) and SHUTDOWN_GRACE_MS (25 s), as the API reads them. */
export function shutdownFromEnv(env: NodeJS.ProcessEnv = process.env): { drainMs: number; graceMs: number } {
  const number = (name: string, fallback: number, min: number) => {
    const value = Number(env[name]?.trim() || fallback);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of ms`);
    return value;
  };
  const drainMs = number('SHUTDOWN_DRAIN_MS', env.NODE_ENV === 'production' ? 5000 : 0, 0);
  const graceMs = number('SHUTDOWN_GRACE_MS', 25_000, 1);
  if (drainMs >= graceMs) throw new Error('SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_GRACE_MS');
  return { drainMs, graceMs };
}

/**
 * `/health/live` (the process answers) and `/health/ready` (503 once `shuttingDown` says so), at the API's paths
 * and with its answers, so one balancer check fits every server; from then on every answer says
 * `Connection: close`, so clients take their next request elsewhere.
 */
export function addHealthRoutes(server: FastifyInstance, shuttingDown: () => boolean): void {
  server.get(HEALTH_ENDPOINTS.live.path, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'live' }),
  );
  server.get(HEALTH_ENDPOINTS.ready.path, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!shuttingDown()) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'not-ready', failing: ['shutting-down'] });
  });
  server.addHook('onSend', async (_request, reply, payload) => {
    if (shuttingDown()) reply.header('Connection', 'close');
    return payload;
  });
}

/**
 * Stops accepting connections, waits for the requests in flight to be answered (closing each connection as it falls
 * idle), then closes the server. Fastify's own close would cut them off: the servers close every connection at once.
 */
export async function closeGracefully(server: FastifyInstance): Promise<void> {
  const node = server.server;
  const sweep = setInterval(() => node.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await new Promise<void>((resolve) => node.close(() => resolve()));
  } finally {
    clearInterval(sweep);
  }
  await server.close();
}
