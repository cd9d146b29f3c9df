// The shell's route table as its server sees it: routes.json, written by the shell's build from
// shell/src/config/paths.ts (scripts/webpack/route-table-plugin.cjs). Paths are matched by react-router's own
// matchRoutes, so the server and the browser agree on what is a page.
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { ROUTE_TABLE_FILE } from './build-layout';
import { memoized } from './memo';

// The `/:id` catch-all is a page only for a MongoDB ObjectId, as the shell's RecordIdRoute decides (isRecordId).
const RECORD_ID = /^[0-9a-f]{24}$/i;

export interface RouteEntry {
  path: string;
  access: string;
  recordIdOnly?: boolean;
  indexed?: boolean;
  /** The remote (by federation name) and its exposed module the route's page is. */
  remote?: string;
  module?: string;
}

export interface RouteTable {
  /** The route a request path opens (anything without one is answered 404), or undefined. */
  routeAt(pathname: string): RouteEntry | undefined;
  /** The public pages with one fixed address that search engines may index. */
  indexedPaths: string[];
  /** The prefixes robots.txt disallows: every route that needs a session. */
  privatePrefixes: string[];
  /**
   * The interface's languages other than the default (the shell's catalogues): the only ones whose addresses have a
   * prefix (`/de/…`), and only while the site offers the language.
   */
  prefixedLocales: string[];
}

/** The prefixes that no other one of the list begins, each once: robots.txt rules match by prefix. */
function shortestPrefixes(prefixes: string[]): string[] {
  const unique = [...new Set(prefixes)];
  return unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)));
}

/** @param distDir the shell's build output */
export function readRouteTable(distDir: string): RouteTable {
  const {
    routes,
    locales = [],
    defaultLocale,
  } = JSON.parse(fs.readFileSync(path.join(distDir, ROUTE_TABLE_FILE), 'utf8')) as {
    routes: RouteEntry[];
    locales?: string[];
    defaultLocale?: string;
  };
  const hasParameter = (route: RouteEntry) => route.path.includes(':');

  return {
    /** The route a request path opens (anything without one is answered 404), or undefined. */
    routeAt: memoized((pathname: string) => {
      // react-router would read `//login` as `/login`; the server answers only the canonical spelling.
      if (pathname.includes('//')) return undefined;
      // The route the browser's router picks (its ranking), which for `/:id` must also hold a record id.
      const match = matchRoutes(routes, pathname)?.[0];
      if (!match || (match.route.recordIdOnly && !RECORD_ID.test(match.params.id ?? ''))) return undefined;
      return match.route;
    }),
    /**
     * The sitemap's entries: public pages with one fixed address that the route table marks for search engines.
     * The sign-in, sign-up and reset forms are public but not indexed (their pages say `noindex`).
     */
    indexedPaths: routes
      .filter((route) => route.access === 'public' && route.indexed === true && !hasParameter(route))
      .map((r) => r.path),
    /**
     * What robots.txt keeps crawlers out of: every route that needs a session, cut at its first parameter
     * (`/order-now/:id` → `/order-now/`), leaving out those a shorter prefix already covers (`/admin` covers
     * `/admin-user/`). The record-id catch-all would become `/`, the whole site, so it is left out. The public
     * `noindex` forms are not disallowed: a crawler must fetch them to read their `noindex`.
     */
    privatePrefixes: shortestPrefixes(
      routes
        .filter((route) => route.access !== 'public')
        .map((route) => route.path.split(':')[0])
        .filter((prefix) => prefix !== '/'),
    ),
    prefixedLocales: locales.filter((locale) => locale !== defaultLocale),
  };
}
