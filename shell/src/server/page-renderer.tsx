import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PublicBlock } from '@agency/contracts/public-reads';
import {
  configureApi,
  configureSiteUrl,
  createQueryClient,
  dehydrate,
  publicContentQuery,
  type QueryClient,
} from '@agency/ui';
import { App } from '../app/app';
import { Document } from '../app/document';
import { PAGE_STATE_ID, serializePageState } from '../app/page-state';
import { preloadRemotePage } from '../components/remote-page';
import { routeAt } from '../config/route-at';
import type { RuntimeConfig } from '../lib/runtime-config';
import { createRemote } from './public-remote';
import { startScript } from './start-script';

/** What the header, the footer and every page's title and previews read, whatever the page. */
const FRAME_BLOCKS: readonly PublicBlock[] = [
  'logo',
  'footerAbout',
  'footerAddress',
  'footerSocial',
  'copyrights',
  'siteSettings',
];

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

function within<T>(work: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than the render budget`)),
      deadline - Date.now(),
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A weak validator of a rendered page: the same request, content, builds and configuration render the same page, up
 * to the reads' timestamps in its state. So a browser that revalidates gets a 304 without a render.
 */
function pageTag(inputs: unknown, client: QueryClient): string {
  const content = client
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryHash, query.state.data]);
  return `W/"${createHash('sha1')
    .update(JSON.stringify([inputs, content]))
    .digest('base64url')}"`;
}

/** Reads every block the page shows into a fresh cache; false when the API failed any of them. */
async function readContent(client: QueryClient, blocks: readonly PublicBlock[]): Promise<boolean> {
  await Promise.all(blocks.map((block) => client.prefetchQuery(publicContentQuery(block))));
  return blocks.every(
    (block) => client.getQueryState(publicContentQuery(block).queryKey)?.status === 'success',
  );
}

/**
 * Renders the shell's public pages on the server: the header, the footer and mfe-public's page, loaded from its
 * deployed server build, with the page's content read from the API first and handed to the browser (dehydrated) so
 * that hydration asks for nothing again.
 */
export function createPageRenderer(options: PageRendererOptions) {
  // The live build of mfe-public (config.json's as every visitor without a canary or an override gets it), followed
  // within the refresh interval. The Node runtime of Module Federation finds a server container's chunks by the
  // remote's own name, so one build per remote can be loaded: a visitor given another build (a canary, an admin's
  // override) gets the page rendered by the browser, from the same configuration, rather than another build's HTML.
  const publicPages = createRemote({
    name: 'mfe_public',
    manifestUrl: () => options.runtimeConfig().remotes.mfe_public,
    refreshMs: options.remoteRefreshMs,
    log: options.log,
  });
  const load = publicPages.load;
  // Per page of the route table, and one for the not-found page: bounded however many paths are asked for.
  const lastGood = new Map<string, { status: number; html: string }>();
  const start = startScript(options.assets.scripts);

  function stream(element: ReactNode, deadline: number): Promise<Readable> {
    return new Promise((resolve, reject) => {
      const failures: unknown[] = [];
      const { pipe, abort } = renderToPipeableStream(element, {
        bootstrapScriptContent: start.content,
        onError: (error) => void failures.push(error),
        onShellError: reject,
        // Crawlers, link previews and visitors without JavaScript need the whole page, not a shell to fill in.
        onAllReady: () => {
          clearTimeout(timer);
          if (failures.length) reject(failures[0]);
          else resolve(pipe(new PassThrough()));
        },
      });
      const timer = setTimeout(() => {
        abort();
        reject(new Error('rendering took longer than the render budget'));
      }, deadline - Date.now());
    });
  }

  async function render({
    url,
    status,
    ifNoneMatch,
    config = options.runtimeConfig(),
    personal = false,
  }: {
    url: string;
    status: number;
    /** The browser's validator of its cached copy, if any. */
    ifNoneMatch?: string;
    /** The configuration of this request's visitor: the releases chosen for them. */
    config?: RuntimeConfig;
    /** A page for this visitor alone: never kept as the last good render. */
    personal?: boolean;
  }): Promise<RenderOutcome> {
    const deadline = Date.now() + options.budgetMs;
    const pathname = url.split('?')[0];
    if (config.remotes.mfe_public !== options.runtimeConfig().remotes.mfe_public)
      return {
        kind: 'client-render',
        reason: `${pathname}: this visitor's mfe-public is not the live build`,
      };
    try {
      configureApi({ baseUrl: config.apiUrl });
      configureSiteUrl(config.siteUrl);
      const route = routeAt(pathname);
      const moduleId = route && `${route.remote}/${route.module}`;
      const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
      const [contentRead, pageLoaded, deployed] = await within(
        Promise.all([
          readContent(client, [...FRAME_BLOCKS, ...(route?.prefetch ?? [])]),
          moduleId ? preloadRemotePage(load, moduleId) : Promise.resolve(true),
          route ? publicPages.deployed() : Promise.resolve(undefined),
        ]),
        deadline,
        'reading the content and the page',
      );
      const page = route?.path ?? '(not found)';
      if (!contentRead) {
        const kept = lastGood.get(page);
        return kept
          ? { kind: 'stale', ...kept }
          : { kind: 'unavailable', reason: `the API did not answer the reads of ${pathname}` };
      }
      if (!pageLoaded) return { kind: 'client-render', reason: `${moduleId} has no page` };

      const styles = (route && deployed?.styles.get(route.module)) ?? [];
      const etag = pageTag([url, status, config, options.assets, deployed?.entry, styles], client);
      if (ifNoneMatch === etag) return { kind: 'not-modified', etag };

      const head = (
        <>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#1e1b4b" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          {options.assets.styles.map((href) => (
            // data-href is the name the shell's chunk loader looks for, so it does not load the sheet a second time.
            <link key={href} rel="stylesheet" href={href} data-href={href.slice(1)} />
          ))}
          {styles.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
          <script
            id={PAGE_STATE_ID}
            type="application/json"
            dangerouslySetInnerHTML={{
              __html: serializePageState({
                config: deployed
                  ? { ...config, remotes: { ...config.remotes, mfe_public: deployed.browserEntry } }
                  : config,
                queries: dehydrate(client),
              }),
            }}
          />
        </>
      );
      const body = await stream(
        <StrictMode>
          <Document head={head}>
            <App loader={load} url={url} queryClient={client} />
          </Document>
        </StrictMode>,
        deadline,
      );
      return {
        kind: 'html',
        status,
        etag,
        body: personal ? body : keepCopy(body, (html) => lastGood.set(page, { status, html })),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { kind: 'client-render', reason: `${pathname}: ${reason}` };
    }
  }

  return {
    render,
    /** The CSP sources of the pages' inline scripts: the start script's hash. */
    scriptHashes: [start.hash],
  };
}

/** Passes the stream on and hands over the whole text once it has all gone through. */
function keepCopy(body: Readable, keep: (html: string) => void): Readable {
  const chunks: Buffer[] = [];
  const copy = new PassThrough();
  body.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  body.on('end', () => keep(Buffer.concat(chunks).toString('utf8')));
  return body.pipe(copy);
}
