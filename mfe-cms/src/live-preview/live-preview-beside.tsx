import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  livePreviewUrl,
  newLivePreviewToken,
  withLanguagePrefix,
  type BodyRules,
  type ContentResource,
} from '@agency/contracts';
import { publicLocation } from '@agency/contracts/public-reads';
import { Button, checkValues, PREFIXED_LOCALES, useTexts, type BodyCheck } from '@agency/ui';
import { useLanguageName } from '../kit/language-switcher';
import { cmsMessages } from '../messages';
import { useLivePreviewChoice } from './live-preview-kept';
import { usePaintedForm, type PaintedFormSource } from './painted-form';
import { useLivePreviewChannel } from './use-live-preview-channel';
import './live-preview.css';

/** The frame's widths: a phone's, a tablet's, a desktop's, or the room beside the form (null). */
const PREVIEW_WIDTHS = [375, 768, 1280, null] as const;

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
        <LivePreviewPanel
          id={panelId}
          location={previewLocation(location, language)}
          form={form}
          language={language}
          width={width}
          setWidth={setWidth}
        />
      ) : null}
    </div>
  );
}

/** Renders when the form's painted values change, not at each keystroke (its props stay the same). */
const LivePreviewPanel = memo(function LivePreviewPanel({
  id,
  location,
  form,
  language,
  width,
  setWidth,
}: {
  id: string;
  /** The page the frame opens, in the form's language. */
  location: string;
  form: PaintedFormSource;
  language?: string;
  width: number | null;
  setWidth: (width: number | null) => void;
}) {
  const t = useTexts(cmsMessages);
  const nameOf = useLanguageName();
  // One token per opened preview: only this frame's messages carry it.
  const [token] = useState(newLivePreviewToken);
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const room = useInlineSize(viewport);
  // A width wider than the room beside the form is drawn smaller, whole, as the page lays itself out at that width.
  const scale = width !== null && room !== undefined && room < width ? room / width : 1;
  const connected = useLivePreviewChannel({ token, frame, form });
  const { snapshot, rules, check } = useSyncExternalStore(form.subscribe, form.current);
  const errors = useMemo(() => {
    const checked = checkValues(snapshot.values, rules, check);
    return checked.ok ? [] : Object.entries(checked.errors);
  }, [snapshot.values, rules, check]);
  const widthName = `${id}-width`;
  return (
    <section id={id} className="cms-live__panel" aria-label={t('preview.live')}>
      {language === undefined ? null : (
        <p className="ui-field__hint">{t('preview.translation', { language: nameOf(language) })}</p>
      )}
      <fieldset className="cms-live__widths">
        <legend>{t('preview.width')}</legend>
        {PREVIEW_WIDTHS.map((preset) => (
          <label key={preset ?? 'fit'}>
            <input
              type="radio"
              name={widthName}
              checked={width === preset}
              onChange={() => setWidth(preset)}
            />
            {preset === null ? t('preview.fit') : t('preview.pixels', { width: String(preset) })}
          </label>
        ))}
      </fieldset>
      {errors.length > 0 ? (
        <div className="cms-live__errors" role="status">
          <p>{t('preview.invalid')}</p>
          <ul>
            {errors.map(([field, message]) => (
              <li key={field}>
                {t('preview.error', { field: rules[field]?.label ?? field, message: message ?? '' })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div ref={viewport} className={`cms-live__viewport${scale < 1 ? ' cms-live__viewport--scaled' : ''}`}>
        <iframe
          ref={frame}
          className="cms-live__frame"
          title={t('preview.frame')}
          src={livePreviewUrl(location, token)}
          style={{
            inlineSize: width === null ? '100%' : `${width}px`,
            ...(scale < 1 && { blockSize: `calc(75vh / ${scale})`, transform: `scale(${scale})` }),
          }}
          aria-busy={!connected || undefined}
        />
      </div>
    </section>
  );
});

/** The element's width, followed as it changes (undefined until measured, or where nothing can measure it). */
function useInlineSize(element: RefObject<HTMLElement | null>): number | undefined {
  const [size, setSize] = useState<number>();
  useEffect(() => {
    const observed = element.current;
    if (!observed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setSize(entry.contentRect.width));
    observer.observe(observed);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
