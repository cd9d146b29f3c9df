// robots.txt and sitemap.xml, made from the shell's route table and the site's public URL, and the page of a site
// whose API is down.
import type { RouteTable } from './route-table';

/** Absolute URL of a site path; the public URL may itself carry a path (https://example.com/agency). */
function absolute(siteUrl: string, pathname: string): string {
  return new URL(pathname.replace(/^\//, ''), siteUrl.replace(/\/?$/, '/')).href;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function robotsTxt(routeTable: Pick<RouteTable, 'privatePrefixes'>, siteUrl: string): string {
  return [
    'User-agent: *',
    ...routeTable.privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export function sitemapXml(routeTable: Pick<RouteTable, 'indexedPaths'>, siteUrl: string): string {
  const urls = routeTable.indexedPaths.map(
    (pathname) =>
      `  <url><loc>${absolute(siteUrl, pathname).replace(/[&<>"']/g, (c) => xmlEscapes[c])}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * What a visitor sees while the API is down and the page was never rendered before: a plain page, with no script or
 * style to fetch, that says so and when to try again.
 */
export function unavailablePage(retryAfterSeconds: number): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Back in a moment</title></head>',
    '<body><main><h1>Back in a moment</h1>',
    `<p>The site cannot reach its server right now. Please try again in ${retryAfterSeconds} seconds.</p>`,
    '<p><a href="">Try again</a></p></main></body>',
    '</html>',
    '',
  ].join('\n');
}
