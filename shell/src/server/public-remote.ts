import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../components/remote-page';
import type { ContainerLoad } from '@agency/web/page-renderer';
import { containerLoader } from './container-loader';
import type { CatalogueChunk } from './catalogue-hints';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: Array<{ name: string; assets?: { css?: { sync?: string[] }; js?: { async?: string[] } } }>;
}

async function readManifest(url: string): Promise<Manifest> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000), cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Manifest;
}

/** Where a remote's Node build sits beside its browser build: `<remote>/server/mf-manifest.json`. */
function serverManifestUrl(browserManifestUrl: string): string {
  return new URL('server/mf-manifest.json', browserManifestUrl).href;
}

/** Where a manifest's files are: its publicPath, or beside the manifest ('auto'). */
function filesBase(manifest: Manifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
}

/** The container a manifest names, as an absolute URL. */
function entryOf(manifest: Manifest, manifestUrl: string): string {
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  return new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, filesBase(manifest, manifestUrl)).href;
}

/** Each exposed page's style sheets, as absolute URLs, from the remote's browser manifest. */
function stylesByPage(manifest: Manifest, manifestUrl: string): Map<string, string[]> {
  const base = filesBase(manifest, manifestUrl);
  return new Map(
    (manifest.exposes ?? []).map((expose) => [
      expose.name,
      (expose.assets?.css?.sync ?? []).map((file) => new URL(file, base).href),
    ]),
  );
}

/** A catalogue chunk's file (`messages-public-de.07da360b64.js`), and in it the chunk's name. */
const CATALOGUE_FILE = /^(messages-.+?)(?:\.[0-9a-f]+)?\.js$/;

/** Each exposed page's catalogue chunks (those its code may load, in every language), from the browser manifest. */
function cataloguesByPage(manifest: Manifest, manifestUrl: string): Map<string, CatalogueChunk[]> {
  const base = filesBase(manifest, manifestUrl);
  return new Map(
    (manifest.exposes ?? []).map((expose) => [
      expose.name,
      (expose.assets?.js?.async ?? []).flatMap((file) => {
        const name = CATALOGUE_FILE.exec(file)?.[1];
        return name ? [{ name, href: new URL(file, base).href }] : [];
      }),
    ]),
  );
}

export interface Deployed {
  /** The Node container's URL: it changes with every build. */
  entry: string;
  /**
   * The browser container of the same build. A rendered page names it to the browser, which then hydrates with the
   * very build the server rendered with (even if a deployment lands in between) and needs no manifest to find it.
   */
  browserEntry: string;
  styles: Map<string, string[]>;
  catalogues: Map<string, CatalogueChunk[]>;
}

/** One build of the remote as a render uses it: its loader and what the build is. */
export interface RemoteBuild {
  /** The remote loader the shell's pages use on the server (a new one per render: the pages it loaded are its own). */
  load: (id: string) => Promise<RemoteModule | null>;
  /** The build being served: its container and each exposed page's style sheets and catalogue chunks. */
  deployed: () => Promise<Deployed>;
}

/**
 * A remote's pages for the server, from wherever that remote is deployed, through Module Federation's Node runtime.
 * Each render names the remote's browser manifest its runtime configuration chose. Its manifests
 * (`server/mf-manifest.json` for the Node container, `mf-manifest.json` for the browser's styles) are read again at
 * most every `refreshMs`, and at once when a render names another manifest (a release switched): when a new build
 * names a new container, the container is registered again (dropping the old one's modules), so the next render
 * uses the new build without a restart of the shell. While the manifests cannot be read, the build already loaded
 * keeps serving.
 */
export function createRemote({
  name,
  refreshMs,
  log,
  onContainerLoad,
}: {
  name: string;
  refreshMs: number;
  log: (message: string) => void;
  onContainerLoad?: (load: ContainerLoad) => void;
}) {
  let deployed: Deployed | undefined;
  /** The browser manifest the loaded build was read from. */
  let deployedFrom: string | undefined;
  let checkedAt = 0;
  let checking: { manifestUrl: string; promise: Promise<Deployed> } | undefined;
  let containersLoaded = 0;
  registerPlugins([containerLoader(onContainerLoad)]);

  /** The build whose browser manifest the page names `browserUrl`, read at `readUrl`. */
  async function readDeployed(browserUrl: string, readUrl: string): Promise<Deployed> {
    const serverUrl = serverManifestUrl(readUrl);
    const [server, browser] = await Promise.all([readManifest(serverUrl), readManifest(readUrl)]);
    return {
      entry: entryOf(server, serverUrl),
      browserEntry: entryOf(browser, browserUrl),
      styles: stylesByPage(browser, browserUrl),
      catalogues: cataloguesByPage(browser, browserUrl),
    };
  }

  async function refresh(manifestUrl: string, readUrl: string): Promise<Deployed> {
    try {
      const next = await readDeployed(manifestUrl, readUrl);
      checkedAt = Date.now();
      if (next.entry !== deployed?.entry) {
        registerRemotes([{ name, entry: next.entry, type: 'commonjs-module' }], {
          force: deployed !== undefined,
        });
        containersLoaded += 1;
        if (deployed) log(`${name}: now rendering its new build ${next.entry}`);
      }
      deployed = next;
      deployedFrom = manifestUrl;
    } catch (error) {
      if (!deployed) throw error;
      checkedAt = Date.now();
      log(
        `${name}: its manifests could not be read (${String(error)}); the build already loaded keeps serving`,
      );
    }
    return deployed;
  }

  function current(manifestUrl: string, readUrl: string): Promise<Deployed> {
    if (deployed && deployedFrom === manifestUrl && Date.now() - checkedAt < refreshMs)
      return Promise.resolve(deployed);
    if (checking?.manifestUrl !== manifestUrl) {
      const promise = refresh(manifestUrl, readUrl).finally(() => {
        if (checking?.promise === promise) checking = undefined;
      });
      checking = { manifestUrl, promise };
    }
    return checking.promise;
  }

  return {
    /**
     * The build the remote's browser manifest `manifestUrl` (a runtime configuration's `remotes` entry) names, its
     * manifests read at `readUrl` when the server reaches them elsewhere.
     */
    at: (manifestUrl: string, readUrl = manifestUrl): RemoteBuild => ({
      load: async (id) => {
        await current(manifestUrl, readUrl);
        return loadRemote<RemoteModule>(id);
      },
      deployed: () => current(manifestUrl, readUrl),
    }),
    /** How many builds of the remote were registered since this process started: one more per new container. */
    containersLoaded: () => containersLoaded,
  };
}
