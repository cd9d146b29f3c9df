import { isRecordId, matchRoutes } from '@agency/ui';
import { routes, type AppRoute } from './paths';

/**
 * The table's route for a path, as the router picks it, or undefined for the not-found page (which `/:id` is too,
 * unless the segment is a record id: RecordIdRoute in app-routes.tsx).
 */
export function routeAt(pathname: string): AppRoute | undefined {
  const match = matchRoutes(routes, pathname)?.[0];
  if (!match || (match.route.recordIdOnly && !isRecordId(match.params.id))) return undefined;
  return match.route;
}

/** Whether a path is one of the signed-in pages (customer, admin and CMS), whose language is the account's. */
export function isSignedInPage(pathname: string): boolean {
  const route = routeAt(pathname);
  return route !== undefined && route.access !== 'public';
}
