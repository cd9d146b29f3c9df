import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, configureSiteUrl } from '@agency/ui';
import '@agency/ui/src/styles.css';
import { App } from './app/app';
import { setupFederation } from './lib/federation';
import { fetchRuntimeConfig } from './lib/runtime-config';

const root = createRoot(document.getElementById('root') as HTMLElement);

fetchRuntimeConfig()
  .then((config) => {
    configureApi({ baseUrl: config.apiUrl });
    configureSiteUrl(config.siteUrl);
    const loader = setupFederation(config.remotes);
    root.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <div className="ui-container not-found" role="alert">
        <h1>The site could not start</h1>
        <p>Its configuration could not be read. Please reload the page in a moment.</p>
      </div>,
    );
  });
