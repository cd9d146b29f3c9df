import { readLivePreviewUpdate, type LivePreviewReady, type LivePreviewUpdate } from '@agency/contracts';

/**
 * The frame's end of the live preview channel: it takes an update only from the window that framed it, of the
 * site's own origin, carrying the token the frame was opened with. Any other message (another window, tab or
 * origin, another frame's token, a malformed body) is ignored. Once listening it tells its editor, with the token
 * and nothing else; it never sends the values anywhere. A page not in a frame has no editor and listens to nobody.
 */
export function listenToEditor({
  token,
  onUpdate,
  frame = window,
  editor = frame.parent,
}: {
  token: string;
  onUpdate: (update: LivePreviewUpdate) => void;
  frame?: Window;
  editor?: Window;
}): () => void {
  if (editor === frame) return () => undefined;
  const origin = frame.location.origin;
  const receive = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== editor) return;
    const update = readLivePreviewUpdate(event.data, token);
    if (update) onUpdate(update);
  };
  frame.addEventListener('message', receive);
  const ready: LivePreviewReady = { kind: 'live-preview:ready', token };
  editor.postMessage(ready, origin);
  return () => frame.removeEventListener('message', receive);
}
