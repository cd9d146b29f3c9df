// The page of a route that needs a session (the customer, admin and CMS areas), which the browser renders: the
// shell's index.html with what its first screen waits for sent along, so the browser asks for all of it at once
// instead of one after another (docs/signed-in-pages.md): the runtime configuration and the visitor's session,
// read here with the visitor's own cookie, in a JSON data block, and hints to preload the route's remote entry and
// the chunks of the page's module as its manifest lists them. It holds one visitor's data: never kept, never shared.
import fs from 'node:fs';
import path from 'node:path';
import { readableAt, type InternalAddresses } from './internal-addresses';
import type { RuntimeConfig } from './runtime-config';
import type { RouteEntry } from './route-table';

/** The id of the data block; the shell's bootstrap reads it (shell/src/app/signed-in-state.ts). */
export const SIGNED_IN_STATE_ID = 'signed-in-state';
/** How a signed-in page may be kept: by no cache at all, the browser's included. */
export const SIGNED_IN_CACHING = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;
/** The shell's chunks its entry loads before it renders anything (scripts/webpack/create-config.cjs names them). */
const SHELL_NEXT_FILES = /^(react|bootstrap)\.[0-9a-f]{10}\.(js|css)$/;
/** How long a remote's manifest read here is used before it is read again (a release replaces it). */
const MANIFEST_MAX_AGE_MS = 5000;

interface ExposedAssets {
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ExposedAssets[];
}

/** What the page's module needs before it can show anything: the remote's entry, its sync scripts and styles. */
export interface PageHints {
  scripts: string[];
  styles: string[];
}

/** The session as `GET /auth/session` answers it for a signed-in visitor. */
export type SessionAnswer = { user: unknown };

export interface SignedInPageOptions {
  /** How long the API may take to answer the session read before the page goes without it. */
  timeoutMs: number;
  log: (line: string) => void;
}

/** Escapes what could end the data block or open a comment in it. */
function dataBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function createSignedInPages({ timeoutMs, log }: SignedInPageOptions) {
  const manifests = new Map<string, { at: number; manifest: Promise<RemoteManifest | undefined> }>();
  const indexPages = new Map<string, string>();

  const manifestAt = (url: string): Promise<RemoteManifest | undefined> => {
    const known = manifests.get(url);
    if (known && Date.now() - known.at < MANIFEST_MAX_AGE_MS) return known.manifest;
    const manifest = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : undefined))
      .catch((error: unknown) => {
        log(`no preload hints from ${url}: ${String(error)}`);
        return undefined;
      });
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  };

  /**
   * The files the route's page module loads first, as URLs, from its remote's manifest (none when unreadable). The
   * manifest is read where this server reaches the remote (`internal`); the hints name it where browsers do.
   */
  const hintsFor = async (
    route: RouteEntry,
    config: RuntimeConfig,
    internal?: InternalAddresses,
  ): Promise<PageHints> => {
    const manifestUrl = route.remote && config.remotes[route.remote];
    const manifest = manifestUrl ? await manifestAt(readableAt(manifestUrl, internal)) : undefined;
    const exposed = manifest?.exposes?.find((expose) => expose.name === route.module);
    const entry = manifest?.metaData?.remoteEntry;
    if (!manifestUrl || !exposed || !entry?.name) return { scripts: [], styles: [] };
    // The manifest's files sit beside it (the build's publicPath is `auto`).
    const at = (file: string) => new URL(file, manifestUrl).href;
    return {
      scripts: [at(`${entry.path ?? ''}${entry.name}`), ...(exposed.assets?.js?.sync ?? []).map(at)],
      styles: (exposed.assets?.css?.sync ?? []).map(at),
    };
  };

  /**
   * The visitor's session read with their cookie; undefined (the browser asks) when the API did not answer, and for
   * no one signed in: where the API has a host of its own its cookie never reaches this server, so "nobody" here
   * may be someone there.
   */
  const sessionOf = async (
    apiUrl: string,
    cookie: string | undefined,
  ): Promise<SessionAnswer | undefined> => {
    if (!cookie) return undefined;
    try {
      const response = await fetch(`${apiUrl}/auth/session`, {
        headers: { Cookie: cookie, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return undefined;
      const answer = (await response.json()) as Partial<SessionAnswer>;
      return answer?.user ? { user: answer.user } : undefined;
    } catch (error) {
      log(`signed-in page without its session: ${String(error)}`);
      return undefined;
    }
  };

  /**
   * The shell build's index.html with hints for what its entry loads next (React's chunk with @agency/ui, the
   * bootstrap chunk and its style sheet), which the browser would only learn of once main.js has run. A build's
   * folder never changes, so each is read once.
   */
  const indexOf = (root: string) => {
    let html = indexPages.get(root);
    if (html === undefined) {
      const next = fs
        .readdirSync(root)
        .filter((file) => SHELL_NEXT_FILES.test(file))
        .map((file) =>
          file.endsWith('.css')
            ? `<link rel="preload" as="style" href="/${file}" />`
            : `<link rel="preload" as="script" href="/${file}" />`,
        );
      html = fs
        .readFileSync(path.join(root, 'index.html'), 'utf8')
        .replace('</head>', `${next.join('')}</head>`);
      indexPages.set(root, html);
    }
    return html;
  };

  return {
    hintsFor,
    /**
     * The page for a signed-in route: `root`'s index.html with the hints and the data block in its head, and the
     * same hints as a `Link` header, which a proxy or the browser may act on before the body arrives.
     */
    async page({
      root,
      route,
      config,
      apiUrl,
      internal,
      cookie,
    }: {
      root: string;
      route: RouteEntry;
      config: RuntimeConfig;
      /** Where this server reaches the API, which may not be where browsers do (config.apiUrl). */
      apiUrl: string;
      /** Where this server reaches the remotes' files, when not where browsers do (config.remotes). */
      internal?: InternalAddresses;
      cookie: string | undefined;
    }): Promise<{ html: string; link: string }> {
      const [hints, session] = await Promise.all([
        hintsFor(route, config, internal),
        sessionOf(apiUrl, cookie),
      ]);
      const state = { config, ...(session && { session }) };
      const head = [
        ...hints.styles.map((href) => `<link rel="preload" as="style" href="${href}" />`),
        ...hints.scripts.map((href) => `<link rel="preload" as="script" href="${href}" />`),
        `<script id="${SIGNED_IN_STATE_ID}" type="application/json">${dataBlock(state)}</script>`,
      ].join('');
      const link = [
        ...hints.styles.map((href) => `<${href}>; rel=preload; as=style`),
        ...hints.scripts.map((href) => `<${href}>; rel=preload; as=script`),
      ].join(', ');
      return { html: indexOf(root).replace('</head>', `${head}</head>`), link };
    },
  };
}

export type SignedInPages = ReturnType<typeof createSignedInPages>;
