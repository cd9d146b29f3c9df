import type { LivePreviewUpdate } from '@agency/contracts';
import { listenToEditor } from './live-preview-channel';

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
