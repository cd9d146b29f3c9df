// robots.txt and sitemap.xml, made from the shell's route table and the site's public URL.

/** Absolute URL of a site path; the public URL may itself carry a path (https://example.com/agency). */
function absolute(siteUrl, pathname) {
  return new URL(pathname.replace(/^\//, ''), siteUrl.replace(/\/?$/, '/')).href;
}

const xmlEscapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** @param {{ privatePrefixes: string[] }} routeTable @param {string} siteUrl */
function robotsTxt(routeTable, siteUrl) {
  return [
    'User-agent: *',
    ...routeTable.privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** @param {{ indexedPaths: string[] }} routeTable @param {string} siteUrl */
function sitemapXml(routeTable, siteUrl) {
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

module.exports = { robotsTxt, sitemapXml };
