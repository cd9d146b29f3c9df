import { createContext, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import {
  DEFAULT_LOCALE,
  publicContentQuery,
  Skeleton,
  useContentLocale,
  useLocale,
  useQueryClient,
  useTexts,
} from '@agency/ui';
import { shellMessages } from '../messages';
import type { AppRoute } from '../config/paths';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorView } from './remote-error';

export interface RemoteModule {
  default: ComponentType;
}

type ShellTextId = keyof typeof shellMessages.en;

export type RemoteLoader = (id: string) => Promise<RemoteModule | null>;

export const RemoteLoaderContext = createContext<RemoteLoader>(() =>
  Promise.reject(new Error('No remote loader configured')),
);

type Settled = { key: string; status: 'ready'; Page: ComponentType } | { key: string; status: 'failed' };

// Pages whose code has arrived, per loader. A page loaded before React renders (by the server before it renders, by
// the browser before it hydrates) renders at once, so the server's HTML and the first render in the browser agree.
const loadedPages = new WeakMap<RemoteLoader, Map<string, ComponentType>>();

function pageOf(module: RemoteModule | null): ComponentType | null {
  const Page = module?.default;
  return typeof Page === 'function' || (typeof Page === 'object' && Page !== null) ? Page : null;
}

/** Loads a page's code ahead of rendering it; resolves false when it cannot be loaded. */
export async function preloadRemotePage(load: RemoteLoader, id: string): Promise<boolean> {
  const Page = pageOf(await load(id));
  if (!Page) return false;
  if (!loadedPages.has(load)) loadedPages.set(load, new Map());
  loadedPages.get(load)?.set(id, Page);
  return true;
}

/** Loads the route's page from its remote, with a skeleton meanwhile and a contained error with Retry on failure. */
export function RemotePage({ route }: { route: AppRoute }) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const id = `${route.remote}/${route.module}`;
  const key = `${attempt}:${id}`;
  const [settled, setSettled] = useState<Settled | null>(() => {
    const Page = loadedPages.get(load)?.get(id);
    return Page ? { key, status: 'ready', Page } : null;
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const preloaded = settled?.key === key && settled.status === 'ready';
  useEffect(() => {
    if (preloaded) return;
    let live = true;
    load(id)
      .then((module) => {
        if (!live) return;
        const Page = pageOf(module);
        setSettled(Page ? { key, status: 'ready', Page } : { key, status: 'failed' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error(`Remote module ${id} could not be loaded`, error);
        setSettled({ key, status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [load, id, key, preloaded]);

  // Until the answer for this very request arrives (a new route or a Retry), the page area shows a skeleton.
  const state = settled?.key === key ? settled : null;
  return (
    <>
      <RoutePrefetch route={route} />
      {state === null ? (
        <RemoteLoading route={route} />
      ) : state.status === 'failed' ? (
        <RemoteErrorView onRetry={retry} />
      ) : (
        <RemoteErrorBoundary key={attempt} onRetry={retry}>
          <state.Page />
        </RemoteErrorBoundary>
      )}
    </>
  );
}

/**
 * The page's reads start with its code, not after it: the page's own queries then find them in the cache. A
 * component of its own, so that learning the site's languages (which the content's language depends on) renders
 * this again and not the whole page beside it.
 */
function RoutePrefetch({ route }: { route: AppRoute }) {
  const queryClient = useQueryClient();
  const locale = useContentLocale();
  useEffect(() => {
    for (const block of route.prefetch ?? [])
      void queryClient.prefetchQuery(publicContentQuery(block, locale));
  }, [queryClient, route.prefetch, locale]);
  return null;
}

/** The page area while the page's code loads: a skeleton, named after the page where its title is known. */
function RemoteLoading({ route }: { route: AppRoute }) {
  const t = useTexts(shellMessages);
  const pageLocale = useLocale();
  // A public route's title in the page's language. A signed-in route's is translated with the signed-in areas'
  // texts, not loaded yet: in another language than the default its label names no page ("Wird geladen…").
  const id = `route.${route.path}`;
  const title =
    id in shellMessages.en ? t(id as ShellTextId) : pageLocale === DEFAULT_LOCALE ? route.title : undefined;
  return (
    <div
      className="ui-container remote-state"
      aria-label={title === undefined ? undefined : t('remote.loading', { title })}
    >
      <Skeleton lines={6} label={title === undefined ? undefined : t('remote.loadingNow', { title })} />
    </div>
  );
}
