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
import { livePreviewUrl, newLivePreviewToken, type BodyRules, type ContentResource } from '@agency/contracts';
import { publicLocation } from '@agency/contracts/public-reads';
import { Button, checkValues, type BodyCheck } from '@agency/ui';
import { usePaintedForm, type PaintedFormSource } from './painted-form';
import { useLivePreviewChannel } from './use-live-preview-channel';
import './live-preview.css';

/** The frame's widths: a phone's, a tablet's, a desktop's, or the room beside the form. */
export const PREVIEW_WIDTHS = [
  { label: '375 px', width: 375 },
  { label: '768 px', width: 768 },
  { label: '1280 px', width: 1280 },
  { label: 'Fit', width: null },
] as const;

export const LIVE_PREVIEW_INVALID_TEXT = 'Not valid yet, so not savable; the preview shows it anyway:';

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
  children,
}: {
  resource: ContentResource;
  recordId: string | null;
  values: Record<string, string>;
  /** The block's record ids as the list beside the form shows them, where there is one. */
  order?: readonly string[];
  rules: BodyRules;
  check?: BodyCheck;
  children: ReactNode;
}) {
  const location = publicLocation(resource.key);
  const [open, setOpen] = useState(false);
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
          onClick={() => setOpen((shown) => !shown)}
        >
          Live preview
        </Button>
        {children}
      </div>
      {open ? <LivePreviewPanel id={panelId} location={location} form={form} /> : null}
    </div>
  );
}

/** Renders when the form's painted values change, not at each keystroke (its props stay the same). */
const LivePreviewPanel = memo(function LivePreviewPanel({
  id,
  location,
  form,
}: {
  id: string;
  location: string;
  form: PaintedFormSource;
}) {
  // One token per opened preview: only this frame's messages carry it.
  const [token] = useState(newLivePreviewToken);
  const [width, setWidth] = useState<number | null>(null);
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
    <section id={id} className="cms-live__panel" aria-label="Live preview">
      <fieldset className="cms-live__widths">
        <legend>Preview width</legend>
        {PREVIEW_WIDTHS.map((preset) => (
          <label key={preset.label}>
            <input
              type="radio"
              name={widthName}
              checked={width === preset.width}
              onChange={() => setWidth(preset.width)}
            />
            {preset.label}
          </label>
        ))}
      </fieldset>
      {errors.length > 0 ? (
        <div className="cms-live__errors" role="status">
          <p>{LIVE_PREVIEW_INVALID_TEXT}</p>
          <ul>
            {errors.map(([field, message]) => (
              <li key={field}>{`${rules[field]?.label ?? field}: ${message}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div ref={viewport} className={`cms-live__viewport${scale < 1 ? ' cms-live__viewport--scaled' : ''}`}>
        <iframe
          ref={frame}
          className="cms-live__frame"
          title="Live preview of the public page"
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
