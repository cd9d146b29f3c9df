// The seam between the web server and the shell's server renderer. The renderer is the shell's own code (its App,
// its pages, React and the Module Federation runtime shared with mfe-public's server container), so the shell's
// Node build bundles it into dist/server/render.js; this workspace loads that bundle from the shell's build folder
// and talks to it only through the types below, which the shell's renderer implements.
import fs from 'node:fs';
import path from 'node:path';
import { ENTRY_ASSETS_FILE, SERVER_DIR } from './build-layout';
import type { InternalAddresses } from './internal-addresses';
import type { RuntimeConfig } from './runtime-config';

export type { InternalAddresses } from './internal-addresses';

export interface PageRendererOptions {
  /**
   * The shell's own browser files that every page loads: its entry scripts and styles (absolute paths); and the
   * files of each of its catalogue chunks by the chunk's name (`messages-shell-de`), absent from a build made before
   * the pages hinted them.
   */
  assets: { scripts: string[]; styles: string[]; catalogues?: Record<string, string[]> };
  /** How long a render may take (the API's reads, the remote's code, React) before the browser renders instead. */
  budgetMs: number;
  /** How often the remote's manifest is read again to pick up a new deployment. */
  remoteRefreshMs: number;
  /** How old an answer of the API about the content's versions a kept render may be served on. */
  contentMaxAgeMs: number;
  log: (message: string) => void;
  /** Told of each load of a remote's server container (the metrics count them). */
  onContainerLoad?: (load: ContainerLoad) => void;
  /**
   * The last good render of each page from the renderer this one takes over from (another thread's), so a stalled
   * API still gets them while this renderer has rendered nothing yet.
   */
  lastGood?: LastGoodRender[];
}

/** One load of a remote's server container: whether it loaded, and how long fetching and evaluating it took. */
export interface ContainerLoad {
  outcome: 'loaded' | 'failed';
  seconds: number;
}

/** A page's last good render, served while the API does not answer: the page's route, its status and its HTML. */
export interface LastGoodRender {
  page: string;
  status: number;
  html: string;
}

export type RenderOutcome =
  /**
   * The page's HTML, with a validator made from everything it was rendered from (none for the answer to a form,
   * which is the visitor's alone).
   */
  | { kind: 'html'; status: number; etag?: string; html: string }
  /** The browser's copy (its If-None-Match) is what this render would send: nothing was rendered. */
  | { kind: 'not-modified'; etag: string }
  /** Served from the last good render of this path while the API is unreachable. */
  | { kind: 'stale'; status: number; html: string }
  /** The server could not render the page: the browser renders it from the shell's index.html. */
  | { kind: 'client-render'; reason: string }
  /** The API is unreachable and this page was never rendered: 503 and try again later. */
  | { kind: 'unavailable'; reason: string };

export interface RenderRequest {
  url: string;
  status: number;
  /** The browser's validator of its cached copy, if any. */
  ifNoneMatch?: string;
  /** This request's runtime configuration: the render uses its API and remotes, and the page embeds it. */
  config: RuntimeConfig;
  /**
   * Where the renderer itself reaches what `config` names for browsers, when the servers reach each other at other
   * addresses: the API, and each remote's files (internal-addresses.ts). The page names only `config`'s addresses.
   */
  internal?: InternalAddresses;
  /**
   * Whether the render may be kept and served to other requests with the same address and configuration. The
   * renderer reads no cookie and no session (the public pages show the same to everyone), so only a configuration
   * chosen for one visitor makes it personal.
   */
  shared: boolean;
  /** The answer to a form sent without JavaScript that the page shows: never kept, never validated. */
  posted?: PostedForm;
  /** The interface's language for this page (a language tag); the site's default when absent or not offered. */
  locale?: string;
  /**
   * The site's languages as the web server last read them (`GET /languages`), which the page's head (`hreflang`) and
   * header (the language switcher) show; absent, the browser reads them.
   */
  languages?: { languages: string[]; defaultLanguage: string };
}

/**
 * The answer to a public form sent without JavaScript, which the renderer makes and renders into the page (the
 * values typed, the errors, the success); only the renderer reads inside it.
 */
export interface PostedForm {
  form: string;
}

/** A public form a visitor sent without JavaScript, as the shell's server received it. */
export interface FormPost {
  /** The page it was sent to: its path and query. */
  url: string;
  /** The fields of its urlencoded body. */
  fields: Record<string, string>;
  /** The API to send it to: the visitor's runtime configuration's. */
  apiUrl: string;
  /** Headers of the requests made to the API for the visitor: the site's origin and the visitor's address. */
  apiHeaders: Record<string, string>;
  /** The visitor's Cookie header: the renderer passes on to the API only the cookies a form's pages keep. */
  cookie: string;
  /** How long the API may take to answer each request. */
  timeoutMs: number;
}

export type FormPostOutcome =
  /** Not one of the site's forms. */
  | { kind: 'unknown' }
  /** The API took it: go on to `location` (Post/Redirect/Get), with the API's cookies. */
  | { kind: 'sent'; form: string; location: string; cookies: string[] }
  /** Refused, by the rules or by the API: the page again with the answer in its form. */
  | { kind: 'refused'; status: number; answer: PostedForm; cookies: string[] }
  /** The API took it and asks for more on the same page (a login's second step): the page with the next form. */
  | { kind: 'continued'; answer: PostedForm; cookies: string[] };

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderOutcome>;
  /** Sends a public form posted without JavaScript to the API, as the browser's form would. */
  sendForm(post: FormPost): Promise<FormPostOutcome>;
  /** The answer a page shows after the named form's confirmed send; undefined for a name of no form. */
  sentAnswer(name: string): PostedForm | undefined;
  /** The CSP sources of the pages' inline scripts. */
  scriptHashes: string[];
  /**
   * How many of the remote's server containers this renderer has loaded (one per new build): a replaced one leaves
   * memory behind in its thread, so the web server renders in a worker thread that it replaces after a number of them.
   */
  containersLoaded?(): number;
  /** The last good render of each page, to hand to the renderer that replaces this one. */
  lastGoodRenders?(): LastGoodRender[];
}

/** What dist/server/render.js exports once its async boundary has opened. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}

export interface RenderingLimits {
  budgetMs: number;
  remoteRefreshMs: number;
  contentMaxAgeMs: number;
}

/** The shell's server renderer (its build's dist/server), or undefined for a build without one. */
export async function loadPageRenderer(
  root: string,
  {
    rendering,
    log,
    onContainerLoad,
    lastGood,
  }: {
    rendering: RenderingLimits;
    log: (line: string) => void;
    onContainerLoad?: (load: ContainerLoad) => void;
    lastGood?: LastGoodRender[];
  },
): Promise<PageRenderer | undefined> {
  const bundle = path.resolve(root, SERVER_DIR, 'render.js');
  if (!fs.existsSync(bundle)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(bundle) as { loadPageRenderer: () => Promise<PageRendererModule> };
  const { createPageRenderer } = await entry.loadPageRenderer();
  return createPageRenderer({
    assets: JSON.parse(
      fs.readFileSync(path.join(root, ENTRY_ASSETS_FILE), 'utf8'),
    ) as PageRendererOptions['assets'],
    budgetMs: rendering.budgetMs,
    remoteRefreshMs: rendering.remoteRefreshMs,
    contentMaxAgeMs: rendering.contentMaxAgeMs,
    log,
    onContainerLoad,
    lastGood,
  });
}

/**
 * Lets go of a shell build's bundle loaded by loadPageRenderer in this thread (its build was replaced): Node's module
 * cache would otherwise keep every shell build's code for as long as the server runs.
 */
export function forgetPageRenderer(root: string): void {
  const server = path.resolve(root, SERVER_DIR) + path.sep;
  for (const file of Object.keys(require.cache)) if (file.startsWith(server)) delete require.cache[file];
}
