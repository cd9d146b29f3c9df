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

/**
 * Helmet's headers, computed once. They are the same for every response, so each request copies a ready
 * object instead of running helmet's middleware chain (which re-validates every header on every request and
 * cost more than half the throughput of a cached content list; see api/bench).
 */
export function securityHeaders(): Readonly<Record<string, string>> {
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
  return Object.freeze(headers);
}
