import { createContext, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { publicContentQuery, Skeleton, useQueryClient } from '@agency/ui';
import type { AppRoute } from '../config/paths';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorView } from './remote-error';

export interface RemoteModule {
  default: ComponentType;
}

export type RemoteLoader = (id: string) => Promise<RemoteModule | null>;

export const RemoteLoaderContext = createContext<RemoteLoader>(() =>
  Promise.reject(new Error('No remote loader configured')),
);

type Settled = { key: string; status: 'ready'; Page: ComponentType } | { key: string; status: 'failed' };

/** Loads the route's page from its remote, with a skeleton meanwhile and a contained error with Retry on failure. */
export function RemotePage({ route }: { route: AppRoute }) {
  const load = useContext(RemoteLoaderContext);
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const id = `${route.remote}/${route.module}`;
  const key = `${attempt}:${id}`;

  // The page's reads start with its code, not after it: the page's own queries then find them in the cache.
  useEffect(() => {
    for (const block of route.prefetch ?? []) void queryClient.prefetchQuery(publicContentQuery(block));
  }, [queryClient, route.prefetch]);

  useEffect(() => {
    let live = true;
    load(id)
      .then((module) => {
        if (!live) return;
        const Page = module?.default;
        if (typeof Page === 'function' || (typeof Page === 'object' && Page !== null))
          setSettled({ key, status: 'ready', Page });
        else setSettled({ key, status: 'failed' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error(`Remote module ${id} could not be loaded`, error);
        setSettled({ key, status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [load, id, key]);

  // Until the answer for this very request arrives (a new route or a Retry), the page area shows a skeleton.
  const state = settled?.key === key ? settled : null;
  if (state === null) {
    return (
      <div className="ui-container remote-state" aria-label={`Loading ${route.title}`}>
        <Skeleton lines={6} label={`Loading ${route.title}…`} />
      </div>
    );
  }
  if (state.status === 'failed') return <RemoteErrorView onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Page />
    </RemoteErrorBoundary>
  );
}
