// Loaded only for an admin whose browser carries a release override, so no visitor's page carries it.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RELEASE_OVERRIDE_PATHS } from '@agency/contracts';
import { documentLocale, LocaleProvider, useFormat, useTexts } from '@agency/ui';
import type { ReleaseOverride } from '../lib/runtime-config';
import { shellOnDemandMessages } from '../messages/on-demand';
import './preview-bar.css';

function OverrideBar({ slice, version, expiresAt }: ReleaseOverride) {
  const t = useTexts(shellOnDemandMessages);
  const format = useFormat();
  // As toLocaleString() writes it ("11/27/2026, 8:05:00 AM" in English).
  const until = format.date(expiresAt, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
  return (
    <form
      className="preview-bar preview-bar--override"
      role="status"
      method="post"
      action={RELEASE_OVERRIDE_PATHS.clear}
      title={t('override.until', { time: until })}
    >
      <span>{t('override.text', { slice, version })}</span>
      <span aria-hidden="true">—</span>
      <button type="submit">{t('override.clear')}</button>
    </form>
  );
}

/**
 * A bar across the top of every page while one slice is pinned to another release in this browser, outside the app
 * (added once it has started, so the server's HTML and hydration are the same as for any visitor), with the way out:
 * a plain form the site's web server answers by dropping the cookie.
 */
export function showOverrideBar(override: ReleaseOverride): void {
  const host = document.createElement('div');
  document.body.prepend(host);
  createRoot(host).render(
    <LocaleProvider locale={documentLocale()}>
      <Suspense fallback={null}>
        <OverrideBar {...override} />
      </Suspense>
    </LocaleProvider>,
  );
}
