import { useEffect, useState, type RefObject } from 'react';
import { isLivePreviewReady, type LivePreviewUpdate } from '@agency/contracts';
import type { PaintedFormSource } from './painted-form';

/**
 * The editor's end of the live preview channel: once the frame says it listens (a "ready" from that frame's
 * window, of this origin, with this frame's token), it is sent the form's values, and again at every change the
 * editor has painted. The values go to that window only, addressed to this origin, so a frame navigated elsewhere
 * receives nothing.
 */
export function useLivePreviewChannel({
  token,
  frame,
  form,
}: {
  token: string;
  frame: RefObject<HTMLIFrameElement | null>;
  form: PaintedFormSource;
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

  useEffect(() => {
    if (readies === 0) return;
    const send = () => {
      const { block, recordId, values, order } = form.current().snapshot;
      const update: LivePreviewUpdate = {
        kind: 'live-preview:update',
        token,
        block,
        recordId,
        values,
        ...(order && { order: [...order] }),
      };
      frame.current?.contentWindow?.postMessage(update, window.location.origin);
    };
    send();
    return form.subscribe(send);
  }, [readies, token, frame, form]);
  return readies > 0;
}
