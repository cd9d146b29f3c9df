import { useEffect, useRef, useState } from 'react';
import type { BodyRules, LivePreviewUpdate } from '@agency/contracts';
import type { BodyCheck } from '@agency/ui';

/** What a form sends: its block, its record (null while adding one), its values and the list beside it. */
export type FormSnapshot = Pick<LivePreviewUpdate, 'block' | 'recordId' | 'values'> & {
  order?: readonly string[];
};

/** The form as the live preview shows it: its values and the rules they are checked against beside the frame. */
export interface PaintedForm {
  snapshot: FormSnapshot;
  rules: BodyRules;
  check?: BodyCheck;
}

/** The form as the editor last painted it, and its followers (a `useSyncExternalStore` store). */
export interface PaintedFormSource {
  current: () => PaintedForm;
  subscribe: (listener: () => void) => () => void;
}

/** Runs `then` once the editor has painted what it shows now (a frame's callback, then a task). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function paintedFormSource(initial: PaintedForm) {
  let painted = initial;
  let next = initial;
  let pending: (() => void) | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => painted,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    change: (form: PaintedForm) => {
      next = form;
      // Nobody follows it (the preview is closed): nothing waits for a paint.
      if (listeners.size === 0) painted = form;
      if (listeners.size === 0 || pending) return;
      pending = afterNextPaint(() => {
        pending = undefined;
        painted = next;
        for (const listener of [...listeners]) listener();
      });
    },
    stop: () => {
      pending?.();
      pending = undefined;
    },
  };
}

/**
 * The form's changes for the live preview, each handed on once the editor has painted it, at most once a frame (typing
 * faster than the screen refreshes hands on the last): a same-origin frame renders on the editor's thread,
 * so neither its work nor the errors listed beside it hold up the keystroke's own paint. The source is the same
 * object for the form's life, so what follows it renders only when it changes.
 */
export function usePaintedForm({ snapshot, rules, check }: PaintedForm): PaintedFormSource {
  const [source] = useState(() => paintedFormSource({ snapshot, rules, check }));
  // The rules are made again at each render of the form: the latest are read when the values change.
  const checking = useRef({ rules, check });
  useEffect(() => {
    checking.current = { rules, check };
  });
  const { block, recordId, values, order } = snapshot;
  const orderKey = order?.join() ?? null;
  useEffect(() => {
    const ids = orderKey === null ? undefined : orderKey.split(',').filter(Boolean);
    source.change({ snapshot: { block, recordId, values, order: ids }, ...checking.current });
  }, [source, block, recordId, values, orderKey]);
  useEffect(() => () => source.stop(), [source]);
  return source;
}
