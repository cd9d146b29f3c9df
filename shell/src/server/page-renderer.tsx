import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PublicBlock } from '@agency/contracts/public-reads';
import {
  addressIn,
  configureApi,
  configureSiteUrl,
  createQueryClient,
  dehydrate,
  localizedPath,
  negotiateLocale,
  preloadTexts,
  publicContentQuery,
  resetLinkQuery,
  siteLanguagesQuery,
  type Locale,
  type PostedForm,
  type QueryClient,
} from '@agency/ui';
import { App } from '../app/app';
import { Document } from '../app/document';
import { PAGE_STATE_ID, serializePageState } from '../app/page-state';
import { preloadRemotePage } from '../components/remote-page';
import { shellMessages } from '../messages';
import { paths } from '../config/paths';
import { routeAt } from '../config/route-at';
import type {
  PageRenderer,
  PageRendererOptions,
  RenderOutcome,
  RenderRequest,
} from '@agency/web/page-renderer';
import { parseRuntimeConfig } from '../lib/runtime-config';
import { sendPostedForm, sentAnswer } from './form-post';
import { readableAt } from '@agency/web/internal-addresses';
import { createRemote } from './public-remote';
import { createContentVersions } from './content-versions';
import { memoized } from '@agency/web/memo';
import { createRenderCache, type KeptRender } from './render-cache';
import { startScript } from './start-script';
import { catalogueHints } from './catalogue-hints';

/** What the header, the footer and every page's title and previews read, whatever the page. */
const FRAME_BLOCKS: readonly PublicBlock[] = [
  'logo',
  'footerAbout',
  'footerAddress',
  'footerSocial',
  'copyrights',
  'siteSettings',
];

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
 * JavaScript has no other way to it). A link that cannot be used is left to the browser to check: the page carries
 * only successful reads, so a failed one would not hydrate as rendered.
 */
async function checkResetLink(client: QueryClient, token: string | null): Promise<void> {
  if (!token) return;
  const check = resetLinkQuery(token);
  await client.prefetchQuery(check);
  if (client.getQueryState(check.queryKey)?.status !== 'success')
    client.removeQueries({ queryKey: check.queryKey });
}

/**
 * Reads every block the page shows into a fresh cache; false when the API refused or failed any of them, or has not
 * answered them all by the deadline (a stalled API: its reads are then abandoned).
 */
async function readContent(
  client: QueryClient,
  blocks: readonly PublicBlock[],
  locale: Locale,
  deadline: number,
): Promise<boolean> {
  try {
    await within(
      Promise.all(blocks.map((block) => client.prefetchQuery(publicContentQuery(block, locale)))),
      deadline,
      'reading the content',
    );
  } catch {
    await client.cancelQueries();
    return false;
  }
  return blocks.every(
    (block) => client.getQueryState(publicContentQuery(block, locale).queryKey)?.status === 'success',
  );
}

/** How many rendered pages are kept: every page of the route table at a few addresses and configurations each. */
const KEPT_RENDERS = 200;

/**
 * Renders the shell's public pages on the server: the header, the footer and mfe-public's page, loaded from its
 * deployed server build, with the page's content read from the API first and handed to the browser (dehydrated) so
 * that hydration asks for nothing again.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const publicPages = createRemote({
    name: 'mfe_public',
    refreshMs: options.remoteRefreshMs,
    log: options.log,
    onContainerLoad: options.onContainerLoad,
  });
  const start = startScript(options.assets.scripts);
  // Per page of the route table, and one for the not-found page: bounded however many paths are asked for.
  const lastGood = new Map<string, { status: number; html: string }>(
    (options.lastGood ?? []).map(({ page, status, html }) => [page, { status, html }]),
  );
  const kept = createRenderCache(KEPT_RENDERS);
  // react-router ranks the whole route table on every match: once per address is enough (a bounded memory).
  const routeOf = memoized(routeAt);
  const contentVersions = createContentVersions({
    timeoutMs: options.budgetMs,
    maxAgeMs: options.contentMaxAgeMs,
  });

  /** The whole page once every part is ready (crawlers and link previews need it all, not a shell to fill in). */
  function renderHtml(element: ReactNode, deadline: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const failures: unknown[] = [];
      const { pipe, abort } = renderToPipeableStream(element, {
        bootstrapScriptContent: start.content,
        onError: (error) => void failures.push(error),
        onShellError: reject,
        onAllReady: () => {
          clearTimeout(timer);
          if (failures.length) return reject(failures[0]);
          const chunks: Buffer[] = [];
          const body = pipe(new PassThrough());
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          body.on('error', reject);
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
    config: chosen,
    internal,
    shared: shareable,
    posted: answered,
    locale: requested,
    languages,
  }: RenderRequest): Promise<RenderOutcome> {
    // The web server only carries back what sendForm or sentAnswer below made.
    const posted = answered as PostedForm | undefined;
    const deadline = Date.now() + options.budgetMs;
    const locale = negotiateLocale([requested]);
    const [pathname, search = ''] = url.split('?');
    // A form's answer, and a page opened with a query (a reset link's token is in its forms' actions), are the
    // visitor's own: never kept for another.
    const shared = shareable && !posted && !search;
    const address = addressIn(pathname, locale);
    const route = routeOf(address.path);
    // A page's last good render is per language: a German visitor is never sent the English page instead.
    const page = localizedPath(route?.path ?? '(not found)', locale);
    /** The API refused, failed or did not answer in time: the page as last rendered, or 503 if it never was. */
    const unreadable = (): RenderOutcome => {
      const last = lastGood.get(page);
      return last
        ? { kind: 'stale', ...last }
        : { kind: 'unavailable', reason: `the API did not answer the reads of ${pathname} in time` };
    };
    try {
      const config = parseRuntimeConfig(chosen);
      // The server reaches the API and mfe-public's files at its own addresses; the page names the browser's.
      const apiUrl = internal?.apiUrl ?? config.apiUrl;
      const remote = route
        ? publicPages.at(config.remotes.mfe_public, readableAt(config.remotes.mfe_public, internal))
        : undefined;
      const deployed =
        remote && (await within(remote.deployed(), deadline, "reading mfe-public's manifests"));
      const blocks = [...FRAME_BLOCKS, ...(route?.prefetch ?? [])];
      const versions = shared
        ? await within(
            contentVersions.of(apiUrl, blocks, locale),
            deadline,
            'reading the content versions',
          ).catch(() => undefined)
        : '';
      if (versions === undefined) return unreadable();
      const key = JSON.stringify([url, locale, languages, status, config, deployed?.entry, versions]);
      const ready = shared ? kept.get(key) : undefined;
      if (ready) {
        // The last good page of this route is the one last served, kept or freshly rendered.
        lastGood.set(page, ready);
        return answer(ready, ifNoneMatch);
      }

      configureApi({ baseUrl: apiUrl });
      configureSiteUrl(config.siteUrl);
      const moduleId = route && `${route.remote}/${route.module}`;
      const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
      // The site's languages as the web server last read them: the head's alternates and the header's switcher.
      if (languages) client.setQueryData(siteLanguagesQuery.queryKey, languages);
      const [, contentRead, , pageLoaded] = await Promise.all([
        // Every language's texts before the render, so nothing suspends on them (the page's own load as it renders).
        within(preloadTexts(locale, [shellMessages]), deadline, 'loading the texts'),
        readContent(client, blocks, locale, deadline),
        checkResetLink(
          client,
          route && RESET_LINK_PAGES.has(route.path) ? new URLSearchParams(search).get('token') : null,
        ),
        moduleId && remote
          ? within(preloadRemotePage(remote.load, moduleId), deadline, 'loading the page').catch(
              (error: unknown) => error as Error,
            )
          : true,
      ]);
      if (!contentRead) return unreadable();
      if (pageLoaded instanceof Error) throw pageLoaded;
      if (!pageLoaded) return { kind: 'client-render', reason: `${moduleId} has no page` };

      const styles = (route && deployed?.styles.get(route.module)) ?? [];
      const catalogues = catalogueHints({
        locale,
        shell: options.assets.catalogues,
        page: (route && deployed?.catalogues.get(route.module)) ?? [],
      });
      const etag = posted
        ? undefined
        : pageTag([url, locale, status, config, options.assets, deployed?.entry, styles], client);
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
          {catalogues.map((href) => (
            // Fetched beside the page's code, which would only ask for them once React and the page have loaded.
            <link key={href} rel="preload" as="script" href={href} />
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
      const html = await renderHtml(
        <StrictMode>
          <Document lang={locale} head={head}>
            <App
              locale={locale}
              basename={address.basename}
              loader={remote?.load ?? noRemote}
              url={url}
              queryClient={client}
              posted={posted}
            />
          </Document>
        </StrictMode>,
        deadline,
      );
      // A render with a configuration chosen for one visitor is never shown to another, not even while the API is down.
      if (shared && etag !== undefined) {
        lastGood.set(page, { status, html });
        kept.keep(key, { status, etag, html });
      }
      return { kind: 'html', status, etag, html };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { kind: 'client-render', reason: `${pathname}: ${reason}` };
    }
  }

  return {
    render,
    sendForm: sendPostedForm,
    sentAnswer,
    /** The CSP sources of the pages' inline scripts: the start script's hash. */
    scriptHashes: [start.hash],
    containersLoaded: publicPages.containersLoaded,
    lastGoodRenders: () => [...lastGood].map(([page, { status, html }]) => ({ page, status, html })),
  };
}

/** A kept render as the answer to a request: the page, or a 304 when the browser holds it already. */
function answer(render: KeptRender, ifNoneMatch: string | undefined): RenderOutcome {
  return ifNoneMatch === render.etag
    ? { kind: 'not-modified', etag: render.etag }
    : { kind: 'html', status: render.status, etag: render.etag, html: render.html };
}

/** The loader of a page with no remote (the not-found page), which loads no remote module. */
const noRemote = () => Promise.resolve(null);
