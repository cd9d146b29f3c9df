// robots.txt and sitemap.xml, made from the live shell build's route table and the languages the site offers.
import fp from 'fastify-plugin';
import { REVALIDATE } from '../served-files';
import { robotsTxt, sitemapXml } from '../site-files';
import { valueOf, type ShellOptions } from '../web-server-options';

export const crawlerFiles = fp<{ shell: ShellOptions }>(
  async (app, { shell }) => {
    const builds = app.shellBuilds!;
    const generated = (pathname: string, type: string, body: () => Promise<string>) =>
      app.get(pathname, async (_request, reply) =>
        reply
          .type(type)
          .header('Cache-Control', REVALIDATE)
          .send(await body()),
      );
    generated('/robots.txt', 'text/plain; charset=utf-8', async () => {
      const { prefixed } = await app.languages.offered(builds.live());
      return robotsTxt(builds.live().routeTable, valueOf(shell.siteUrl), prefixed);
    });
    generated('/sitemap.xml', 'application/xml; charset=utf-8', async () => {
      const { prefixed, defaultLanguage } = await app.languages.offered(builds.live());
      return sitemapXml(builds.live().routeTable, valueOf(shell.siteUrl), prefixed, defaultLanguage);
    });
  },
  { name: 'crawler-files', dependencies: ['visitor-builds', 'site-languages'] },
);
