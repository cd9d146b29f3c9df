// robots.txt and sitemap.xml, made from the shell's route table and the site's public URL, and the page of a site
// whose API is down.
import { DEFAULT_LANGUAGE, withLanguagePrefix } from '@agency/contracts/languages';
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

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c]);

/**
 * `languages` are the site's languages with addresses of their own (`de`): their signed-in areas (`/de/dashboard`)
 * are kept out as the default language's are.
 */
export function robotsTxt(
  routeTable: Pick<RouteTable, 'privatePrefixes'>,
  siteUrl: string,
  languages: readonly string[] = [],
): string {
  return [
    'User-agent: *',
    ...[undefined, ...languages].flatMap((language) =>
      routeTable.privatePrefixes.map((prefix) => `Disallow: ${withLanguagePrefix(prefix, language)}`),
    ),
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * One entry per indexed page and language: the default language's unprefixed, each of `languages` (the site's other
 * languages with addresses of their own) under its prefix. With more than one language each entry names all of the
 * page's addresses as alternates (`xhtml:link`, the default's also as `x-default`), as the pages' heads do.
 */
export function sitemapXml(
  routeTable: Pick<RouteTable, 'indexedPaths'>,
  siteUrl: string,
  languages: readonly string[] = [],
  defaultLanguage = DEFAULT_LANGUAGE,
): string {
  const url = (pathname: string, language?: string) =>
    escapeXml(absolute(siteUrl, withLanguagePrefix(pathname, language)));
  const all: Array<[string, string | undefined]> = [
    [defaultLanguage, undefined],
    ...languages.map((language): [string, string] => [language, language]),
  ];
  const urls = routeTable.indexedPaths.flatMap((pathname) => {
    if (languages.length === 0) return [`  <url><loc>${url(pathname)}</loc></url>`];
    const alternates = [...all, ['x-default', undefined] as const].map(
      ([hreflang, prefix]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(pathname, prefix)}"/>`,
    );
    return all.map(([, prefix]) =>
      [`  <url>`, `    <loc>${url(pathname, prefix)}</loc>`, ...alternates, `  </url>`].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    languages.length === 0
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
