import { lazy, Suspense, useId, type ReactNode } from 'react';
import { withLanguagePrefix, type BodyRules, type ContentResource } from '@agency/contracts';
import { publicLocation } from '@agency/contracts/public-reads';
import { Button, PREFIXED_LOCALES, Skeleton, useTexts, type BodyCheck } from '@agency/ui';
import { cmsMessages } from '../messages';
import { useLivePreviewChoice } from './live-preview-kept';
import { usePaintedForm } from './painted-form';
import './live-preview.css';

// The frame, its widths and its channel to the page load when an editor first opens the preview, not with every form.
const LivePreviewPanel = lazy(() => import('./live-preview-panel'));

/**
 * Where the frame opens a block's public location (`/service/#faq-sec`): in the language the form edits, at that
 * language's address (`/de/service/#faq-sec`), so that the whole page around the block is in it. The default
 * language, and a language whose pages have no address of their own (no interface texts), keep the unprefixed page.
 */
export function previewLocation(location: string, language: string | undefined): string {
  const prefixed = language !== undefined && (PREFIXED_LOCALES as readonly string[]).includes(language);
  return prefixed ? withLanguagePrefix(location, language) : location;
}

/**
 * A form with its "Live preview": the public page where the block appears, in a frame beside the form (below it
 * on narrow screens), showing the form's values as they are typed, unsaved; the form's errors stand beside it
 * while it still renders. A block no public page shows has no preview.
 */
export function LivePreviewBeside({
  resource,
  recordId,
  values,
  order,
  rules,
  check,
  language,
  children,
}: {
  resource: ContentResource;
  recordId: string | null;
  values: Record<string, string>;
  /** The block's record ids as the list beside the form shows them, where there is one. */
  order?: readonly string[];
  rules: BodyRules;
  check?: BodyCheck;
  /** The translation the form edits: its texts are shown in the page, which keeps its own for the others. */
  language?: string;
  children: ReactNode;
}) {
  const t = useTexts(cmsMessages);
  const location = publicLocation(resource.key);
  const { open, setOpen, width, setWidth } = useLivePreviewChoice();
  const panelId = useId();
  const form = usePaintedForm({ snapshot: { block: resource.key, recordId, values, order }, rules, check });
  if (!location) return children;
  return (
    <div className={`cms-live${open ? ' cms-live--open' : ''}`}>
      <div className="cms-live__form">
        <Button
          variant="secondary"
          size="sm"
          className="cms-live__toggle"
          aria-pressed={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          {t('preview.live')}
        </Button>
        {children}
      </div>
      {open ? (
        <Suspense
          fallback={
            <section id={panelId} className="cms-live__panel" aria-label={t('preview.live')} aria-busy>
              <Skeleton lines={6} />
            </section>
          }
        >
          <LivePreviewPanel
            id={panelId}
            location={previewLocation(location, language)}
            form={form}
            language={language}
            width={width}
            setWidth={setWidth}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
