import { useEffect, useState, type RefObject } from 'react';
import { isLivePreviewReady, type LivePreviewUpdate } from '@agency/contracts';

/** How long the form's values wait before they are sent: typing faster sends the last of them only. */
export const SEND_DELAY_MS = 30;

/** What a form sends: its block, its record (null while adding one) and its values. */
export type FormSnapshot = Pick<LivePreviewUpdate, 'block' | 'recordId' | 'values'>;

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

  const { block, recordId, values } = snapshot;
  useEffect(() => {
    if (readies === 0) return;
    const send = () => {
      const update: LivePreviewUpdate = { kind: 'live-preview:update', token, block, recordId, values };
      frame.current?.contentWindow?.postMessage(update, window.location.origin);
    };
    const timer = setTimeout(send, SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [readies, token, frame, block, recordId, values]);
  return readies > 0;
}
