import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { documentLocale, LocaleProvider, useTexts } from '@agency/ui';
import { shellOnDemandMessages } from '../messages/on-demand';

/** Why the edited record is not on the page: every field empty, or its section shows nothing with these values. */
export type HiddenReason = 'live.hiddenEmpty' | 'live.hidden';

function LiveBarTexts({ hidden }: { hidden: HiddenReason | null }) {
  const t = useTexts(shellOnDemandMessages);
  return (
    <>
      <span>{t('live.text')}</span>
      <p className="preview-bar__hidden" role="status">
        {hidden && t(hidden)}
      </p>
    </>
  );
}

/**
 * The bar across the top of the frame, in the page's language: what this page is, and why the edited record is not
 * on it when it is not. The bar is the page's first element itself (not a host around it), so that it stays on top
 * while the page scrolls.
 */
export function liveBar(document: Document) {
  const bar = document.createElement('div');
  bar.className = 'preview-bar preview-bar--live';
  document.body.prepend(bar);
  const root = createRoot(bar);
  let shown: HiddenReason | null | undefined;
  const showHidden = (hidden: HiddenReason | null) => {
    // Rendered only when it changes: each render replaces the text and lays the bar out again.
    if (hidden === shown) return;
    shown = hidden;
    root.render(
      <LocaleProvider locale={documentLocale()}>
        <Suspense fallback={null}>
          <LiveBarTexts hidden={hidden} />
        </Suspense>
      </LocaleProvider>,
    );
  };
  showHidden(null);
  return {
    showHidden,
    remove: () => {
      root.unmount();
      bar.remove();
    },
  };
}
