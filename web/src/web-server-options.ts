// What one app's web server is given: its build, its headers' settings and, for the shell, its pages' settings. The
// plugins of plugins/ each read their part.
import type { InternalAddresses, RenderingLimits } from './page-renderer';
import type { RuntimeConfig } from './runtime-config';
import type { SiteReleases } from './releases/site-releases';
import type { VisitorReleases } from './releases/visitor-releases';
import type { WebMetrics } from './web-metrics';

/** A value given as is, or read each time it is needed (servers start before each other's ports are known). */
export type Live<T> = T | (() => T);
export const valueOf = <T>(option: Live<T>): T =>
  typeof option === 'function' ? (option as () => T)() : option;

export interface ShellOptions {
  /**
   * The runtime configuration for a visitor given the releases chosen for them (none: the servers' own builds): the
   * body of /config.json and what the visitor's page is rendered with and embeds.
   */
  runtimeConfig: (visitor?: VisitorReleases) => RuntimeConfig;
  /**
   * The release registry's choice per visitor (canaries, admins' overrides). Without it every visitor gets the same
   * configuration.
   */
  releases?: SiteReleases;
  /** The site's public URL (sitemap and robots.txt). */
  siteUrl: Live<string>;
  /**
   * Where this server reaches the API (the site's languages, the forms it sends): the runtime configuration's is
   * where browsers do, which may be another address.
   */
  apiUrl: Live<string>;
  /** Where the server reaches the API and the remotes' files, when not where browsers do. */
  internal?: Live<InternalAddresses | undefined>;
  /** Server rendering of the public pages, when the shell's build has its server part (dist/server). */
  rendering?: RenderingLimits;
}

export interface WebServerOptions {
  /** The app's dist folder. */
  root: string;
  /**
   * The Content-Security-Policy. A function is read per request and given the hashes of the inline scripts the
   * shell's rendered pages carry.
   */
  csp: string | ((scriptHashes: string[]) => string);
  /** A remote: the shell's origin, allowed to load its files. */
  corsOrigin?: Live<string | undefined>;
  /** A remote: its folder of the release store (RELEASES_DIR/<slice>), served at /_releases/<version>/. */
  releasesRoot?: string;
  /** Cookies only over HTTPS (the site's public URL is https). */
  secureCookies?: Live<boolean>;
  /** The shell: its pages and generated files. */
  shell?: ShellOptions;
  /** Why a page was not server-rendered, and other news of the server. */
  log?: (line: string) => void;
  /**
   * Proxies allowed to name the visitor (X-Forwarded-For), as the API's TRUSTED_PROXIES: the shell's server names
   * the visitor to the API when it sends a form for them.
   */
  trustedProxies?: string[];
  /** Where server renders and container loads are counted. */
  metrics?: WebMetrics;
}
