import { BACK_OFFICE_GROUPS, routesWith, type AppRoute, type BackOfficeGroup } from '../config/paths';

export interface NavGroup {
  group: BackOfficeGroup;
  label: string;
  entries: AppRoute[];
}

/** The admin routes, the frame's own part of the route table. */
export const BACK_OFFICE_ROUTES = routesWith('admin');

/** A page the navigation lists: an admin route of a group that needs no record id. */
export function isListed(route: AppRoute): boolean {
  return route.access === 'admin' && route.group !== undefined && !route.path.includes(':');
}

/** The back office's navigation, read from the route table: each group's pages in the table's order. */
export const BACK_OFFICE_NAV: readonly NavGroup[] = BACK_OFFICE_GROUPS.map(({ group, label }) => ({
  group,
  label,
  entries: BACK_OFFICE_ROUTES.filter((route) => isListed(route) && route.group === group),
}));

export function groupLabel(group: BackOfficeGroup): string {
  return BACK_OFFICE_GROUPS.find((entry) => entry.group === group)?.label ?? group;
}

/** Paths compare without their trailing slash (/edit-faq and /edit-faq/ are the same page). */
export function samePath(a: string, b: string): boolean {
  const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return bare(a) === bare(b);
}
