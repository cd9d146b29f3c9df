import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PREVIEW_PARAM } from '@agency/contracts/public-reads';
import {
  addressIn,
  browserLocale,
  configureApi,
  configureSiteUrl,
  documentLocale,
  LocaleProvider,
  localeOfPath,
  preloadTexts,
  useTexts,
  type Locale,
} from '@agency/ui';
import '@agency/ui/src/styles.css';
import { App } from './app/app';
import { Document } from './app/document';
import { takeOverEarlyInput } from './app/early-input';
import { readPageState } from './app/page-state';
import { readSignedInState } from './app/signed-in-state';
import { preloadRemotePage } from './components/remote-page';
import { routeAt } from './config/route-at';
import { setupFederation } from './lib/federation';
import { shellMessages } from './messages';
import { fetchRuntimeConfig, type RuntimeConfig } from './lib/runtime-config';

function configure(config: RuntimeConfig, locale: Locale) {
  configureApi({ baseUrl: config.apiUrl, language: locale });
  configureSiteUrl(config.siteUrl);
  return setupFederation(config.remotes);
}

/** Calls `onHydrated` once React has taken over the server's HTML (effects run after hydration commits). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

let overrideMarked = false;
/** An admin's release override is marked on every page; other visitors never load the bar. */
function markOverride(config: RuntimeConfig) {
  const { override } = config;
  if (!override || overrideMarked) return;
  overrideMarked = true;
  void import('./preview/override-bar').then((bar) => bar.showOverrideBar(override));
}

/**
 * A page the shell's server rendered: its HTML stays on screen while the page's code loads, then React takes it
 * over with the reads the server used, asking the API for nothing it already has.
 */
async function hydrate(state: NonNullable<ReturnType<typeof readPageState>>) {
  // The language the server rendered in, and its texts loaded before React takes over, so nothing differs or waits.
  const locale = documentLocale();
  const loader = configure(state.config, locale);
  // Once hydrated: the visitor's early input reaches the app, and the document says the app has taken over.
  const tookOver = () => {
    takeOverEarlyInput();
    document.documentElement.dataset.hydrated = '';
    markOverride(state.config);
  };
  const address = addressIn(window.location.pathname, locale);
  const route = routeAt(address.path);
  const texts = preloadTexts(locale, [shellMessages]);
  // The page's code first, so the first render in the browser shows what the server sent. If it cannot be loaded,
  // the page shows its contained error once React has taken over.
  if (route) await preloadRemotePage(loader, `${route.remote}/${route.module}`).catch(() => false);
  await texts;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: taps and scrolls on a slow phone are answered while it runs, and a click on a part not yet
  // hydrated is replayed once that part is.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document lang={locale}>
          <Hydrated onHydrated={tookOver}>
            <App
              locale={locale}
              basename={address.basename}
              loader={loader}
              dehydratedState={state.queries}
              posted={state.posted}
            />
          </Hydrated>
        </Document>
      </StrictMode>,
    );
  });
}

/**
 * A page the browser renders alone (the customer, admin and CMS areas, and any page in an admin's preview, which
 * the server never renders).
 */
function render() {
  // A language's address is in its language; elsewhere the visitor's choice or the browser's languages.
  const addressed = localeOfPath(window.location.pathname);
  const locale = addressed.basename ? addressed.locale : browserLocale();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (the frame, the page and its skeletons); what it shows is committed at once, as before.
  const show = (node: ReactNode) => startTransition(() => root.render(<StrictMode>{node}</StrictMode>));
  // A signed-in route's page carries its configuration and the session: nothing to ask before the first render.
  const signedIn = readSignedInState();
  (signedIn ? Promise.resolve(signedIn.config) : fetchRuntimeConfig())
    .then(async (config) => {
      const loader = configure(config, locale);
      markOverride(config);
      // A signed-in visitor's page code is loaded before the first render (the server hinted its files): the page
      // then renders at once instead of after a skeleton. An anonymous visitor is sent to sign in without it.
      const route = signedIn?.user ? routeAt(addressIn(window.location.pathname, locale).path) : undefined;
      if (route) await preloadRemotePage(loader, `${route.remote}/${route.module}`).catch(() => false);
      const shown = new URLSearchParams(window.location.search).has(PREVIEW_PARAM)
        ? await import('./preview/enter-preview').then((preview) => preview.enterPreview(locale))
        : locale;
      show(<App locale={shown} basename={addressed.basename} loader={loader} initialUser={signedIn?.user} />);
    })
    .catch((error: unknown) => {
      console.error(error);
      show(<StartFailure locale={locale} />);
    });
}

/** The page when the site's configuration cannot be read. */
function StartFailure({ locale }: { locale: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <StartFailureText />
    </LocaleProvider>
  );
}

function StartFailureText() {
  const t = useTexts(shellMessages);
  return (
    <div className="ui-container not-found" role="alert">
      <h1>{t('start.title')}</h1>
      <p>{t('start.text')}</p>
    </div>
  );
}

const state = readPageState();
if (state) void hydrate(state);
else render();
