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
  resetLinkQuery,
  type PostedForm,
  type QueryClient,
} from '@agency/ui';
import { App } from '../app/app';
import { Document } from '../app/document';
import { PAGE_STATE_ID, serializePageState } from '../app/page-state';
import { preloadRemotePage } from '../components/remote-page';
import { paths } from '../config/paths';
import { routeAt } from '../config/route-at';
import type { RuntimeConfig } from '../lib/runtime-config';
import { sendPostedForm, sentAnswer, type FormPost } from './form-post';
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
  /**
   * The page's HTML, streamed, with a validator made from everything it was rendered from (none for the answer to
   * a form, which is the visitor's alone).
   */
  | { kind: 'html'; status: number; etag?: string; body: Readable }
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

/** The pages a reset link (?token=…) opens: they show their form once the link was checked. */
const RESET_LINK_PAGES = new Set([paths.reset, '/reset/confirm']);

/**
 * Checks a reset link's token before its page is rendered, so the page shows the form (a visitor without
 * JavaScript has no other way to it). A link that cannot be used is left to the browser to check, as before: the
 * page carries only successful reads, so a failed one would not hydrate as rendered.
 */
async function checkResetLink(client: QueryClient, token: string | null): Promise<void> {
  if (!token) return;
  const check = resetLinkQuery(token);
  await client.prefetchQuery(check);
  if (client.getQueryState(check.queryKey)?.status !== 'success')
    client.removeQueries({ queryKey: check.queryKey });
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
  const publicPages = createRemote({
    name: 'mfe_public',
    manifestUrl: () => options.runtimeConfig().remotes.mfe_public,
    refreshMs: options.remoteRefreshMs,
    log: options.log,
  });
  const load = publicPages.load;
  const start = startScript(options.assets.scripts);
  // Per page of the route table, and one for the not-found page: bounded however many paths are asked for.
  const lastGood = new Map<string, { status: number; html: string }>();

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
    posted,
  }: {
    url: string;
    status: number;
    /** The browser's validator of its cached copy, if any. */
    ifNoneMatch?: string;
    /** The answer to a form sent without JavaScript that this page shows: never kept, never validated. */
    posted?: PostedForm;
  }): Promise<RenderOutcome> {
    const deadline = Date.now() + options.budgetMs;
    const [pathname, search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    try {
      const config = options.runtimeConfig();
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
          checkResetLink(client, route && RESET_LINK_PAGES.has(route.path) ? query.get('token') : null),
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
      const etag = posted
        ? undefined
        : pageTag([url, status, config, options.assets, deployed?.entry, styles], client);
      if (etag !== undefined && ifNoneMatch === etag) return { kind: 'not-modified', etag };

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
                posted,
              }),
            }}
          />
        </>
      );
      const body = await stream(
        <StrictMode>
          <Document head={head}>
            <App loader={load} url={url} queryClient={client} posted={posted} />
          </Document>
        </StrictMode>,
        deadline,
      );
      // The visitor's own pages are never kept for another: a form's answer, or a page opened with a query (a
      // reset link's token is in its forms' actions).
      if (posted || search) return { kind: 'html', status, etag, body };
      return {
        kind: 'html',
        status,
        etag,
        body: keepCopy(body, (html) => lastGood.set(page, { status, html })),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { kind: 'client-render', reason: `${pathname}: ${reason}` };
    }
  }

  return {
    render,
    /** Sends a public form posted without JavaScript to the API, as the browser's form would. */
    sendForm: (post: FormPost) => sendPostedForm(options.runtimeConfig().apiUrl, post),
    /** The answer a page shows after the named form's confirmed send; undefined for a name of no form. */
    sentAnswer,
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
