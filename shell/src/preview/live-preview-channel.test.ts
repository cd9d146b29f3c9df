import type { LivePreviewUpdate } from '@agency/contracts';
import { listenToEditor, READY_REPEAT_MS } from './live-preview-channel';

const token = 'c'.repeat(32);
const update: LivePreviewUpdate = {
  kind: 'live-preview:update',
  token,
  block: 'banner',
  recordId: null,
  values: { bannerHeading: 'Typed, not saved' },
};

/** A real window standing for the CMS page that framed this one (jsdom: an iframe's window). */
function otherWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

function post(
  data: unknown,
  { origin = window.location.origin, source }: { origin?: string; source: Window },
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

test('the frame says it listens to its editor, with its token only, addressed to its own origin', () => {
  const editor = otherWindow();
  const sent = jest.spyOn(editor, 'postMessage').mockImplementation(() => undefined);
  const stop = listenToEditor({ token, onUpdate: jest.fn(), editor });
  expect(sent).toHaveBeenCalledWith({ kind: 'live-preview:ready', token }, window.location.origin);
  stop();
});

test('the frame says so again until the editor’s first update comes: a "ready" sent before the editor listened is not lost', () => {
  jest.useFakeTimers();
  try {
    const editor = otherWindow();
    const sent = jest.spyOn(editor, 'postMessage').mockImplementation(() => undefined);
    const stop = listenToEditor({ token, onUpdate: jest.fn(), editor });
    expect(sent).toHaveBeenCalledTimes(1);
    // The editor was not listening yet: the frame tells it again.
    jest.advanceTimersByTime(READY_REPEAT_MS);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent).toHaveBeenLastCalledWith({ kind: 'live-preview:ready', token }, window.location.origin);

    // A stranger's message is no answer; the editor's first update is, and the frame stops asking.
    post(update, { source: otherWindow() });
    jest.advanceTimersByTime(READY_REPEAT_MS);
    expect(sent).toHaveBeenCalledTimes(3);
    post(update, { source: editor });
    jest.advanceTimersByTime(READY_REPEAT_MS * 4);
    expect(sent).toHaveBeenCalledTimes(3);
    stop();
  } finally {
    jest.useRealTimers();
  }
});

test('a frame that stops listening stops saying it listens', () => {
  jest.useFakeTimers();
  try {
    const editor = otherWindow();
    const sent = jest.spyOn(editor, 'postMessage').mockImplementation(() => undefined);
    listenToEditor({ token, onUpdate: jest.fn(), editor })();
    jest.advanceTimersByTime(READY_REPEAT_MS * 4);
    expect(sent).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('updates are taken from the editor, of this origin, with this token; nothing else is', () => {
  const editor = otherWindow();
  const stranger = otherWindow();
  const onUpdate = jest.fn();
  const stop = listenToEditor({ token, onUpdate, editor });

  post(update, { source: stranger });
  post(update, { source: editor, origin: 'https://elsewhere.example' });
  post({ ...update, token: 'd'.repeat(32) }, { source: editor });
  post({ ...update, values: { bannerHeading: 7 } }, { source: editor });
  expect(onUpdate).not.toHaveBeenCalled();

  post(update, { source: editor });
  expect(onUpdate).toHaveBeenCalledWith(update);

  stop();
  post(update, { source: editor });
  expect(onUpdate).toHaveBeenCalledTimes(1);
});

test('a page that no window framed listens to nobody', () => {
  const onUpdate = jest.fn();
  listenToEditor({ token, onUpdate });
  post(update, { source: window });
  expect(onUpdate).not.toHaveBeenCalled();
});
