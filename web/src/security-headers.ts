// The security headers of the shell's and the remotes' responses.

// The pay page posts to the hosted checkout: the API's simulator or PayPal (live, sandbox).
const PAYPAL_CHECKOUT = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];

/**
 * Scripts and styles only from the page's own origin and the remotes it loads; data from those and the API.
 * No 'unsafe-inline' for scripts or style elements: the only inline script that runs is one whose hash the policy
 * names (the server-rendered pages' start script), and there is no style element (a test checks both). Style
 * attributes are allowed (style-src-attr): React writes them into server-rendered HTML, and in the browser sets them
 * through the CSSOM, which style-src does not govern.
 */
export function contentSecurityPolicy({
  remoteOrigins = [],
  apiOrigin,
  scriptHashes = [],
}: {
  remoteOrigins?: string[];
  apiOrigin: string;
  scriptHashes?: string[];
}): string {
  const code = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[code, ...scriptHashes].join(' ')}`,
    `style-src ${code}`,
    // Server-rendered pages carry style attributes (a skill bar's width): attributes only, never a style element.
    "style-src-attr 'unsafe-inline'",
    `connect-src ${code} ${apiOrigin}`,
    // Content images are URLs an admin enters (any host), besides the demo images served by the shell.
    "img-src 'self' data: https: http:",
    `form-action 'self' ${[apiOrigin, ...PAYPAL_CHECKOUT].join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every response: no type sniffing (a script or style sheet is run only with its own type). */
export const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
};

/** Every response of a remote: the shell's origin may load its files. */
export function remoteFileHeaders(shellOrigin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': shellOrigin,
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    Vary: 'Origin',
    // Scripts are loaded cross-origin by the shell: never 'same-origin' here.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

/**
 * HTML responses only: what governs a document. Left off scripts, styles and images, where browsers ignore them or
 * (the referrer policy) already apply it by default, and they would only add a kilobyte to each of a page's many
 * requests.
 */
export function pageHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    // No full URLs leaked to other origins.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
