// The web servers' Prometheus metrics: requests per server, route and status, server renders and what they fell back
// to, and the loads of mfe-public's server container. One registry per process, which serves all five servers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { ContainerLoad, RenderOutcome } from './page-renderer';
import type { PublicBuild } from './threaded-page-renderer';

/** The route label of a request no route or page matched: one value, whatever address was asked for. */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface WebMetrics {
  readonly registry: Registry;
  /**
   * Observes every request `server` answers under its app's name and its route: Fastify's route pattern, else the
   * page `pageOf` finds for the address (the shell's route table), else UNMATCHED_ROUTE.
   */
  measure(server: FastifyInstance, app: string, pageOf?: (pathname: string) => string | undefined): void;
  /**
   * A server render, which of mfe-public's builds it was for (the live one, a canary's, an admin's override's) and
   * how long it took; what the visitor got instead when it failed.
   */
  rendered(outcome: RenderOutcome, seconds: number, build?: PublicBuild): void;
  containerLoaded(load: ContainerLoad): void;
}

/** Why a render that failed fell back to the browser; the renderer's reason is free text, this label is not. */
function fallbackReason(outcome: RenderOutcome): string | undefined {
  if (outcome.kind === 'unavailable') return 'api-unavailable';
  if (outcome.kind !== 'client-render') return undefined;
  return /longer than the render budget/.test(outcome.reason) ? 'over-budget' : 'render-failed';
}

export function createWebMetrics({ processMetrics = true } = {}): WebMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests answered, by server (app), method, route pattern or page, and status, with their duration',
    labelNames: ['server', 'method', 'route', 'status_code'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'agency_ssr_render_duration_seconds',
    help:
      "Server renders by outcome (html, not-modified, stale, client-render, unavailable) and mfe-public's build " +
      '(live, canary, override), with their duration',
    labelNames: ['outcome', 'build'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const fallbacks = new Counter({
    name: 'agency_ssr_fallbacks_total',
    help: 'Pages not server-rendered, by reason: rendered by the browser, or 503 while the API was unreachable',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const lastGood = new Counter({
    name: 'agency_ssr_last_good_served_total',
    help: "Pages served from their last good render while the API did not answer the render's reads",
    registers: [registry],
  });
  const containerLoads = new Histogram({
    name: 'agency_remote_container_load_duration_seconds',
    help: "Loads of mfe-public's server container by outcome (loaded, failed), with their duration",
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const routeOf = (request: FastifyRequest, pageOf?: (pathname: string) => string | undefined) =>
    request.routeOptions.url ?? pageOf?.(request.url.split('?')[0]!) ?? UNMATCHED_ROUTE;

  return {
    registry,
    measure(server, app, pageOf) {
      server.addHook('onResponse', async (request, reply) => {
        requests.observe(
          {
            server: app,
            method: request.method,
            route: routeOf(request, pageOf),
            status_code: reply.statusCode,
          },
          reply.elapsedTime / 1000,
        );
      });
    },
    rendered(outcome, seconds, build = 'live') {
      renders.observe({ outcome: outcome.kind, build }, seconds);
      if (outcome.kind === 'stale') lastGood.inc();
      const reason = fallbackReason(outcome);
      if (reason) fallbacks.inc({ reason });
    },
    containerLoaded({ outcome, seconds }) {
      containerLoads.observe({ outcome }, seconds);
    },
  };
}
