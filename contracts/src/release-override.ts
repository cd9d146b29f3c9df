/**
 * An admin's release override on the site's own origin: the site's web server checks the token the API signed and
 * keeps it in an HttpOnly cookie (set), or drops it (clear). Both are POSTs; clear answers with a redirect to the
 * home page, so the override bar's plain form works without JavaScript.
 */
export const RELEASE_OVERRIDE_PATHS = {
  set: '/_release-override',
  clear: '/_release-override/clear',
} as const;

/** How long an override asked for from the Releases page lasts. */
export const OVERRIDE_TRY_MINUTES = 60;
