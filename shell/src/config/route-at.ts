import { isRecordId, matchRoutes } from '@agency/ui';
import { routes, type AppRoute } from './paths';

/** The paths a page has visited are few; a long visit's are forgotten all at once past this many. */
const MATCHES_KEPT = 50;
const matched = new Map<string, AppRoute | undefined>();

/**
 * The table's route for a path, as the router picks it, or undefined for the not-found page (which `/:id` is too,
 * unless the segment is a record id: RecordIdRoute in app-routes.tsx).
 */
export function routeAt(pathname: string): AppRoute | undefined {
  // Matching ranks and compiles every route of the table; the frame asks on each render, for the same few paths.
  if (!matched.has(pathname)) {
    if (matched.size >= MATCHES_KEPT) matched.clear();
    const match = matchRoutes(routes, pathname)?.[0];
    matched.set(
      pathname,
      !match || (match.route.recordIdOnly && !isRecordId(match.params.id)) ? undefined : match.route,
    );
  }
  return matched.get(pathname);
}

/** Whether a path is one of the signed-in pages (customer, admin and CMS), whose language is the account's. */
export function isSignedInPage(pathname: string): boolean {
  const route = routeAt(pathname);
  return route !== undefined && route.access !== 'public';
}
