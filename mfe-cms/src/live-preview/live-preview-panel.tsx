import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { livePreviewUrl, newLivePreviewToken } from '@agency/contracts';
import { checkValues, useTexts } from '@agency/ui';
import { useLanguageName } from '../kit/language-switcher';
import { cmsMessages } from '../messages';
import type { PaintedFormSource } from './painted-form';
import { useLivePreviewChannel } from './use-live-preview-channel';

/** The frame's widths: a phone's, a tablet's, a desktop's, or the room beside the form (null). */
const PREVIEW_WIDTHS = [375, 768, 1280, null] as const;

/** Renders when the form's painted values change, not at each keystroke (its props stay the same). */
export default memo(function LivePreviewPanel({
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
  // A width wider than the room beside the form is drawn smaller, whole, as the page lays itself out at that width
  // (until the room is measured, at its own size in a scrolling viewport).
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

/**
 * The element's width, followed as it changes (undefined until measured, or where nothing can measure it). A width
 * of 0 (the element not laid out yet, or hidden) is no measure: scaled by it the frame would be drawn at no size at
 * all, blank, until measured again; the last width measured stands until the element has one again.
 */
function useInlineSize(element: RefObject<HTMLElement | null>): number | undefined {
  const [size, setSize] = useState<number>();
  useEffect(() => {
    const observed = element.current;
    if (!observed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setSize(width);
    });
    observer.observe(observed);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
