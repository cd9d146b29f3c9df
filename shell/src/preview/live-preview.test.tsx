import { act, render, screen } from '@testing-library/react';
import type { LivePreviewUpdate } from '@agency/contracts';
import { createQueryClient, QueryProvider, queryKeys, useQuery, type QueryClient } from '@agency/ui';
import { HIDDEN_EMPTY_TEXT, LIVE_PREVIEW_TEXT, startLivePreview } from './live-preview';
import { UNSAVED_ATTRIBUTE } from './unsaved-marks';

const token = 'f'.repeat(32);
const bannerId = '0123456789abcdef01234567';

/** A section as the public pages write them: it reads its block from the page's cache and hides when empty. */
function Hero() {
  const { data } = useQuery({
    queryKey: queryKeys.contentList('banner'),
    queryFn: () => new Promise<never>(() => undefined),
  });
  const banner = (data as Array<{ bannerHeading: string }> | undefined)?.[0];
  return banner?.bannerHeading ? <h1>{banner.bannerHeading}</h1> : null;
}

function editorWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

const nextFrames = () =>
  act(async () => {
    await new Promise((resolve) =>
      requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
  });

let client: QueryClient;
let scrolled: jest.Mock;
beforeEach(() => {
  client = createQueryClient();
  client.setQueryData(queryKeys.contentList('banner'), [{ _id: bannerId, bannerHeading: 'Published' }]);
  scrolled = jest.fn();
  window.scrollTo = scrolled;
});

function send(editor: Window, values: Record<string, string>) {
  const update: LivePreviewUpdate = {
    kind: 'live-preview:update',
    token,
    block: 'banner',
    recordId: bannerId,
    values,
  };
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: update, origin: window.location.origin, source: editor }),
    );
  });
}

/** The section on a page in live preview, framed by an editor's window. */
function openPreview() {
  const editor = editorWindow();
  const { container } = render(
    <QueryProvider client={client}>
      <Hero />
    </QueryProvider>,
  );
  return { editor, stop: startLivePreview({ token, client, root: container, editor }) };
}

test('the editor’s values show in the page’s own section, outlined and scrolled to, until they are the saved ones again', async () => {
  const { editor, stop } = openPreview();
  expect(screen.getByText(LIVE_PREVIEW_TEXT)).toBeInTheDocument();

  send(editor, { bannerHeading: 'Typed, not saved' });
  await nextFrames();
  const heading = screen.getByRole('heading', { name: 'Typed, not saved' });
  expect(heading).toHaveAttribute(UNSAVED_ATTRIBUTE);
  expect(scrolled).toHaveBeenCalledTimes(1);

  // Back to the saved value: nothing is unsaved any more.
  send(editor, { bannerHeading: 'Published' });
  await nextFrames();
  expect(screen.getByRole('heading', { name: 'Published' })).not.toHaveAttribute(UNSAVED_ATTRIBUTE);
  stop();
});

test('a block its section no longer shows is explained', async () => {
  const { editor, stop } = openPreview();
  send(editor, { bannerHeading: '' });
  await nextFrames();
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent(HIDDEN_EMPTY_TEXT);
  stop();
});
