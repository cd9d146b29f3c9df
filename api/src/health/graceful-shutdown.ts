import { setTimeout as sleep } from 'node:timers/promises';
import type { LoggerService } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { Readiness } from './readiness';

/** How often connections left idle are closed while the server waits for the answers in flight. */
const IDLE_SWEEP_MS = 100;

/**
 * Once shutdown has begun every answer says `Connection: close`, so clients (a load balancer's pool included)
 * open their next connection elsewhere instead of reusing this one.
 */
export function closeConnectionsWhenShuttingDown(server: FastifyInstance, readiness: Readiness): void {
  server.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.shuttingDown) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * What SIGTERM starts: report not ready at once, keep serving for the drain delay (a load balancer sees not-ready
 * and stops sending requests), then stop accepting connections, finish the requests in flight and the work they left
 * running, close the database, run `finish` (stopping the embedded engine), and resolve. Exits with 1 if all that takes
 * longer than the grace period.
 */
export async function shutDownGracefully(
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'shutdownDrainMs' | 'shutdownGraceMs'>,
  logger: LoggerService,
  finish: () => Promise<void> = async () => {},
): Promise<void> {
  const overdue = setTimeout(() => {
    logger.error(`Shutdown took longer than ${config.shutdownGraceMs} ms: exiting anyway`, 'Shutdown');
    process.exit(1);
  }, config.shutdownGraceMs);
  overdue.unref();
  app.get(Readiness).beginShutdown();
  logger.log(
    `Shutting down: not ready; serving for ${config.shutdownDrainMs} ms more, then finishing what is in flight`,
    'Shutdown',
  );
  await sleep(config.shutdownDrainMs);

  // Requests first, then the work they started: Nest's own close would wait for background work before it closes
  // the server, so a request still in flight could start work after that wait.
  const server = app.getHttpServer();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.getHttpAdapter().close();
  } finally {
    clearInterval(sweep);
  }
  await app.close();
  await finish();
  clearTimeout(overdue);
}
