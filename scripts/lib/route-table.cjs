// The shell's route table as its server sees it: routes.json, written by the shell's build from
// shell/src/config/paths.ts (scripts/webpack/route-table-plugin.cjs). Paths are matched by react-router's own
// matchRoutes, so the server and the browser agree on what is a page.
const fs = require('node:fs');
const path = require('node:path');
const { matchRoutes } = require('react-router');
const { ROUTE_TABLE_FILE } = require('../webpack/route-table-plugin.cjs');

// The `/:id` catch-all is a page only for a MongoDB ObjectId, as the shell's RecordIdRoute decides (isRecordId).
const RECORD_ID = /^[0-9a-f]{24}$/i;

/** @typedef {{ path: string, access: string, recordIdOnly?: boolean, indexed?: boolean }} RouteEntry */

/** The prefixes that no other one of the list begins, each once: robots.txt rules match by prefix. */
function shortestPrefixes(prefixes) {
  const unique = [...new Set(prefixes)];
  return unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)));
}

/** @param {string} distDir the shell's build output */
function readRouteTable(distDir) {
  /** @type {RouteEntry[]} */
  const { routes } = JSON.parse(fs.readFileSync(path.join(distDir, ROUTE_TABLE_FILE), 'utf8'));
  const hasParameter = (route) => route.path.includes(':');

  return {
    /** The route a request path opens (anything without one is answered 404), or undefined. */
    routeAt(pathname) {
      // react-router would read `//login` as `/login`; the server answers only the canonical spelling.
      if (pathname.includes('//')) return undefined;
      // The route the browser's router picks (its ranking), which for `/:id` must also hold a record id.
      const match = matchRoutes(routes, pathname)?.[0];
      if (!match || (match.route.recordIdOnly && !RECORD_ID.test(match.params.id ?? ''))) return undefined;
      return match.route;
    },
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
  };
}

module.exports = { readRouteTable };
