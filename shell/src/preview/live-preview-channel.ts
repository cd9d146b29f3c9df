import { readLivePreviewUpdate, type LivePreviewReady, type LivePreviewUpdate } from '@agency/contracts';

/** How often the frame says again that it listens, until its editor's first update comes. */
export const READY_REPEAT_MS = 250;

/**
 * The frame's end of the live preview channel: it takes an update only from the window that framed it, of the
 * site's own origin, carrying the token the frame was opened with. Any other message (another window, tab or
 * origin, another frame's token, a malformed body) is ignored. Once listening it tells its editor, with the token
 * and nothing else, and tells it again every READY_REPEAT_MS until the editor's first update arrives: a "ready"
 * the editor was not yet listening for is not lost. It never sends the values anywhere. A page not in a frame has
 * no editor and listens to nobody.
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
  const ready: LivePreviewReady = { kind: 'live-preview:ready', token };
  const sayReady = () => editor.postMessage(ready, origin);
  const repeating = frame.setInterval(sayReady, READY_REPEAT_MS);
  const receive = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== editor) return;
    const update = readLivePreviewUpdate(event.data, token);
    if (!update) return;
    frame.clearInterval(repeating);
    onUpdate(update);
  };
  frame.addEventListener('message', receive);
  sayReady();
  return () => {
    frame.clearInterval(repeating);
    frame.removeEventListener('message', receive);
  };
}
