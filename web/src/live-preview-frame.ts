import { livePreviewToken } from '@agency/contracts';

/**
 * A page in live preview is shown in a frame of the CMS, on this same origin: its answer alone may be framed, and
 * by this origin only. Every other page keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`. The page is
 * never rendered here nor kept by a cache (it is a `?preview` page), and what it shows comes from an admin's session
 * in the browser.
 */
export function isLivePreviewPage(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && livePreviewToken(url.slice(query)) !== null;
}

/** The page headers of a live preview page: framed by its own origin only. */
export function livePreviewFrameHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
