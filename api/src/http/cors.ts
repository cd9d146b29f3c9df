import type { FastifyReply, FastifyRequest } from 'fastify';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS for an allowlist of origins, with credentials and never `*`. Written as one cheap onRequest hook
 * because every content read pays for it; a preflight is answered here and never reaches a route.
 * Returns true when it has answered the request.
 */
export function applyCors(
  allowed: ReadonlySet<string>,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const origin = request.headers.origin;
  const preflight =
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
  if (origin !== undefined) {
    void reply.header('vary', 'Origin');
    if (allowed.has(origin)) {
      void reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true');
      if (preflight) {
        void reply
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header(
            'access-control-allow-headers',
            request.headers['access-control-request-headers'] ?? 'content-type',
          )
          .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
      }
    }
  }
  if (!preflight) return false;
  void reply.code(204).send();
  return true;
}
