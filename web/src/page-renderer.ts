// The seam between the web server and the shell's server renderer. The renderer is the shell's own code (its App,
// its pages, React and the Module Federation runtime shared with mfe-public's server container), so the shell's
// Node build bundles it into dist/server/render.js; this workspace loads that bundle from the shell's build folder
// and talks to it only through the types below, which the shell's renderer implements.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ENTRY_ASSETS_FILE, SERVER_DIR } from './build-layout';
import type { RuntimeConfig } from './runtime-config';

export interface PageRendererOptions {
  /** config.json's body, read per render: the API, the remotes' manifests and the site's URL. */
  runtimeConfig: () => RuntimeConfig;
  /** The shell's own browser files that every page loads: its entry scripts and styles (absolute paths). */
  assets: { scripts: string[]; styles: string[] };
  /** How long a render may take (the API's reads, the remote's code, React) before the browser renders instead. */
  budgetMs: number;
  /** How often the remote's manifest is read again to pick up a new deployment. */
  remoteRefreshMs: number;
  log: (message: string) => void;
}

export type RenderOutcome =
  /** The page's HTML, streamed, with a validator made from everything it was rendered from. */
  | { kind: 'html'; status: number; etag: string; body: Readable }
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
  /** The configuration of this request's visitor (the releases chosen for them); runtimeConfig() when absent. */
  config?: RuntimeConfig;
  /** The page is for this visitor alone (an admin's override): never kept to be served to anyone else. */
  personal?: boolean;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderOutcome>;
  /** The CSP sources of the pages' inline scripts. */
  scriptHashes: string[];
}

/** What dist/server/render.js exports once its async boundary has opened. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}

export interface RenderingLimits {
  budgetMs: number;
  remoteRefreshMs: number;
}

/** The shell's server renderer (its build's dist/server), or undefined for a build without one. */
export async function loadPageRenderer(
  root: string,
  {
    runtimeConfig,
    rendering,
    log,
  }: { runtimeConfig: () => RuntimeConfig; rendering: RenderingLimits; log: (line: string) => void },
): Promise<PageRenderer | undefined> {
  const bundle = path.resolve(root, SERVER_DIR, 'render.js');
  if (!fs.existsSync(bundle)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(bundle) as { loadPageRenderer: () => Promise<PageRendererModule> };
  const { createPageRenderer } = await entry.loadPageRenderer();
  return createPageRenderer({
    runtimeConfig,
    assets: JSON.parse(
      fs.readFileSync(path.join(root, ENTRY_ASSETS_FILE), 'utf8'),
    ) as PageRendererOptions['assets'],
    budgetMs: rendering.budgetMs,
    remoteRefreshMs: rendering.remoteRefreshMs,
    log,
  });
}
