import type { FastifyRequest } from 'fastify';
import type { AuditArea } from '@agency/contracts';

/** Where a route's audit description is kept for the interceptor to read. */
export const AUDIT_METADATA = 'agency:audit';

export interface AuditedAction {
  area: AuditArea;
  /** What the write does, in words: 'Changed order status'. */
  action: string;
}

/** How a route names its writes: fixed, or read from the request (a draft save and a publish share a route). */
export interface AuditedRoute {
  area: AuditArea;
  action: string | ((request: FastifyRequest) => string);
  /** The handler writes its own lines (one per record it publishes); the interceptor leaves it alone. */
  byHandler?: boolean;
}
