// One JSON line per answered request, as an operator's log collector reads them: what was asked, how it was
// answered and how long it took, and with tracing on the trace and request it belongs to.
import type { FastifyInstance } from 'fastify';
import { logIds } from '@agency/telemetry';

export interface RequestLogLine {
  level: 'log';
  timestamp: string;
  context: 'Request';
  app: string;
  method: string;
  /** The address without its query, which may carry a token (a reset link's). */
  path: string;
  status: number;
  durationMs: number;
  trace_id?: string;
  span_id?: string;
  request_id?: string;
}

/**
 * Logs each request once its answer is sent (or its connection dropped). Registered after the tracing hook, its
 * onRequest runs in the request's context, where the ids are read.
 */
export function logRequests(server: FastifyInstance, app: string, write: (line: string) => void): void {
  server.addHook('onRequest', (request, reply, done) => {
    const ids = logIds();
    reply.raw.once('close', () => {
      const line: RequestLogLine = {
        level: 'log',
        timestamp: new Date().toISOString(),
        context: 'Request',
        app,
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...ids,
      };
      write(JSON.stringify(line));
    });
    done();
  });
}
