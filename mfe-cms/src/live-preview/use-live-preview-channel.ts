import { useEffect, useRef, useState, type RefObject } from 'react';
import { isLivePreviewReady, type LivePreviewUpdate } from '@agency/contracts';

/** What a form sends: its block, its record (null while adding one), its values and the list beside it. */
export type FormSnapshot = Pick<LivePreviewUpdate, 'block' | 'recordId' | 'values' | 'order'>;

/**
 * Runs `send` once the editor has painted its own change, at most once a frame: a same-origin frame renders on
 * the editor's thread, so its work waits until the keystroke is on screen, and changes made within one frame
 * (typing faster than the screen refreshes) are sent together, as the last of them.
 */
function afterNextPaint(send: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(send)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The editor's end of the live preview channel: once the frame says it listens (a "ready" from that frame's
 * window, of this origin, with this frame's token), it is sent the form's values, and again at every change. The
 * values go to that window only, addressed to this origin, so a frame navigated elsewhere receives nothing.
 */
export function useLivePreviewChannel({
  token,
  frame,
  snapshot,
}: {
  token: string;
  frame: RefObject<HTMLIFrameElement | null>;
  snapshot: FormSnapshot;
}): boolean {
  // Counts the frame's "ready"s: a frame that reloads is sent the values again.
  const [readies, setReadies] = useState(0);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== window.location.origin) return;
      if (isLivePreviewReady(event.data, token)) setReadies((count) => count + 1);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [frame, token]);

  // The latest snapshot, read when the send runs: a change made while one is pending joins it.
  const latest = useRef(snapshot);
  const pending = useRef<(() => void) | undefined>(undefined);
  const { block, recordId, values, order } = snapshot;
  const orderKey = order?.join() ?? null;
  useEffect(() => {
    const ids = orderKey === null ? undefined : orderKey.split(',').filter(Boolean);
    latest.current = { block, recordId, values, order: ids };
    if (readies === 0 || pending.current) return;
    pending.current = afterNextPaint(() => {
      pending.current = undefined;
      const update: LivePreviewUpdate = { kind: 'live-preview:update', token, ...latest.current };
      frame.current?.contentWindow?.postMessage(update, window.location.origin);
    });
  }, [readies, token, frame, block, recordId, values, orderKey]);
  useEffect(
    () => () => {
      pending.current?.();
      pending.current = undefined;
    },
    [],
  );
  return readies > 0;
}
