import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      scriptSrc: ["'self'"],
      // The API docs page (Swagger UI) inlines its styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Helmet has no Permissions-Policy: the API's pages (docs, checkout simulator) use no device or browser
 * feature, so every powerful one is switched off for them and for anything that frames them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** What every response says besides its policy: nothing is sniffed or leaked, HTTPS only. */
const EVERY_RESPONSE = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
]);

/** The policy of a response that is not a page (JSON, CSV, files): it loads nothing and is never framed. */
const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeaders {
  /** For every response. */
  every: Readonly<Record<string, string>>;
  /** Added to HTML responses (the docs, the payment pages): what only a document uses. */
  pages: Readonly<Record<string, string>>;
}

/**
 * Helmet's headers, computed once. They are the same for every response of a kind, so each request copies a ready
 * object instead of running helmet's middleware chain (which re-validates every header on every request and cost
 * more than half the throughput of a cached content list; see api/bench). The headers that govern a document (its
 * full CSP, framing, the opener, browser features) go on pages only: on the API's JSON they are ignored, and they
 * would add ~700 bytes to every answer the site waits for.
 */
export function securityHeaders(): SecurityHeaders {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // Every response gets the policy of one that is not a page; on a page, helmet's replaces it.
  const every: Record<string, string> = { 'content-security-policy': NOT_A_PAGE_CSP };
  const pages: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    (EVERY_RESPONSE.has(name) ? every : pages)[name] = value;
  return { every: Object.freeze(every), pages: Object.freeze(pages) };
}
