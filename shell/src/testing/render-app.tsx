import { render } from '@testing-library/react';
import { useLocation, type SessionUser } from '@agency/ui';
import { ShellProviders } from '@agency/ui/testing';
import { AppRoutes } from '../app/app-routes';
import { RemoteLoaderContext, type RemoteLoader, type RemoteModule } from '../components/remote-page';

/** Shows where the router is and what state it carries, so tests can see redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.hash}|${JSON.stringify(location.state ?? null)}`}</output>
  );
}

/** A loader whose every page names itself: `mfe_public/Login` renders "page mfe_public/Login". */
export function namingLoader(): jest.MockedFunction<RemoteLoader> {
  return jest.fn(async (id: string) => ({ default: () => <p>page {id}</p> }) as RemoteModule);
}

export function renderApp({
  path,
  user = null,
  loader = namingLoader(),
}: {
  path: string;
  /** 'from-api': the session is read from the (stubbed) API, as on a real page load. */
  user?: SessionUser | null | 'from-api';
  loader?: RemoteLoader;
}) {
  const result = render(
    <ShellProviders entry={path} user={user === 'from-api' ? undefined : user}>
      <RemoteLoaderContext.Provider value={loader}>
        <AppRoutes />
        <LocationProbe />
      </RemoteLoaderContext.Provider>
    </ShellProviders>,
  );
  return { ...result, loader };
}
