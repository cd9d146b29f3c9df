import { defineEndpoint } from './endpoint';

/**
 * Whether a server answers (docs/operating.md): orchestrators and load balancers ask, never a person. The web
 * servers answer `live` and `ready` at the same paths, so one balancer check fits every instance.
 */
export const HEALTH_ENDPOINTS = {
  check: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary:
      'The API and its database: 200 when both answer, 503 with Retry-After when the database does not',
    stale: [],
  }),
  /** The process answers: an orchestrator restarts an instance only when this fails. */
  live: defineEndpoint({
    method: 'GET',
    path: '/health/live',
    access: 'public',
    summary: 'The process answers',
    stale: [],
  }),
  /** Whether a load balancer should send this instance requests. */
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'Whether to send this instance requests: 503 naming what fails, or while it shuts down',
    stale: [],
  }),
};
