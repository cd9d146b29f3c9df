// The site's languages as the shell's server answers addresses with them: `/de/pricing/` is `/pricing/` in German
// while the site offers German; any other address (an unoffered language's included) is the default language's, so
// `/fr/` is simply not a page.
import fp from 'fastify-plugin';
import { splitLanguagePrefix, type LanguageSettings } from '@agency/contracts/languages';
import { createSiteLanguages } from '../site-languages';
import type { RouteEntry } from '../route-table';
import type { ShellBuild } from '../shell-builds';
import { valueOf, type ShellOptions } from '../web-server-options';

/**
 * How old the site's languages may be when an address is answered without a render (the server renders none, the
 * sitemap, robots.txt): an added language's pages show within it. A server render takes them as fresh as the
 * content's versions (SSR_CONTENT_MAX_AGE_MS).
 */
const LANGUAGES_MAX_AGE_MS = 1000;

export interface LanguageAddresses {
  /** The site's languages as fresh as the content a render shows (only what a page shows of them). */
  fresh(): Promise<LanguageSettings | undefined>;
  /**
   * The languages with addresses of their own (`/de/…`): the site's, other than its default, with an interface; and
   * the default language, whose addresses have no prefix.
   */
  offered(build: ShellBuild): Promise<{ prefixed: string[]; defaultLanguage?: string }>;
  /** A request's page in `build`: its language, its route and its address without the language. */
  addressOf(build: ShellBuild, url: string): Promise<{ language?: string; route?: RouteEntry; page: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    languages: LanguageAddresses;
  }
}

export const siteLanguages = fp<{ shell: ShellOptions }>(
  async (app, { shell }) => {
    const { rendering } = shell;
    const languages = createSiteLanguages({
      apiUrl: () => valueOf(shell.apiUrl),
      maxAgeMs: rendering?.contentMaxAgeMs ?? LANGUAGES_MAX_AGE_MS,
      timeoutMs: rendering?.budgetMs ?? 3000,
    });
    const offered = async (build: ShellBuild) => {
      const settings = await languages.current();
      const prefixed = build.routeTable.prefixedLocales.filter(
        (locale) => settings && locale !== settings.defaultLanguage && settings.languages.includes(locale),
      );
      return { prefixed, defaultLanguage: settings?.defaultLanguage };
    };
    app.decorate('languages', {
      // Only what the page shows of the settings: a stray field of the API's answer never reaches a render's key.
      fresh: async () => {
        const settings = await languages.fresh();
        return settings && { languages: settings.languages, defaultLanguage: settings.defaultLanguage };
      },
      offered,
      async addressOf(build: ShellBuild, url: string) {
        const { prefixed } = await offered(build);
        const { language, path: page } = splitLanguagePrefix(url.split('?')[0], prefixed);
        return { language, route: build.routeTable.routeAt(page), page };
      },
    });
  },
  { name: 'site-languages' },
);
