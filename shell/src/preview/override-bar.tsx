// Loaded only for an admin whose browser carries a release override, so no visitor's page carries it.
import { createRoot } from 'react-dom/client';
import { RELEASE_OVERRIDE_PATHS } from '@agency/contracts';
import type { ReleaseOverride } from '../lib/runtime-config';
import './preview-bar.css';

/**
 * A bar across the top of every page while one slice is pinned to another release in this browser, outside the app
 * (added once it has started, so the server's HTML and hydration are the same as for any visitor), with the way out:
 * a plain form the site's web server answers by dropping the cookie.
 */
export function showOverrideBar({ slice, version, expiresAt }: ReleaseOverride): void {
  const host = document.createElement('div');
  document.body.prepend(host);
  createRoot(host).render(
    <form
      className="preview-bar preview-bar--override"
      role="status"
      method="post"
      action={RELEASE_OVERRIDE_PATHS.clear}
      title={`Until ${new Date(expiresAt).toLocaleString()}`}
    >
      <span>
        Release override: {slice} {version}
      </span>
      <span aria-hidden="true">—</span>
      <button type="submit">clear</button>
    </form>,
  );
}
