// The ids that tie a log line to its trace and to the request it was written for.
import { context, createContextKey, trace } from '@opentelemetry/api';
import type { ServerResponse } from 'node:http';

const REQUEST_ID = createContextKey('agency request id');

export interface LogIds {
  trace_id?: string;
  span_id?: string;
  request_id?: string;
}

/** The active trace's and request's ids, or none outside a traced request (or with tracing off). */
export function logIds(): LogIds {
  const active = context.active();
  const span = trace.getSpan(active)?.spanContext();
  const requestId = active.getValue(REQUEST_ID) as string | undefined;
  return {
    ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}),
    ...(requestId ? { request_id: requestId } : {}),
  };
}

interface RequestLike {
  id: string;
  method: string;
  url: string;
}

interface ReplyLike {
  raw: ServerResponse;
  statusCode: number;
  elapsedTime: number;
}

/**
 * A Fastify onRequest hook that runs the rest of the request with its id in the active context, so that every line
 * logged for it names it; with `logAnswer`, one line per answered request is logged in that context too.
 */
export function requestIdHook(logAnswer?: (line: string) => void) {
  return (request: RequestLike, reply: ReplyLike, done: () => void): void => {
    const active = context.active().setValue(REQUEST_ID, request.id);
    if (logAnswer)
      reply.raw.once(
        'finish',
        context.bind(active, () =>
          logAnswer(
            `${request.method} ${request.url} ${reply.statusCode} in ${reply.elapsedTime.toFixed(1)} ms`,
          ),
        ),
      );
    context.with(active, done);
  };
}
