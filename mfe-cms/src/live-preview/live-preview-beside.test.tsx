import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banner, faqItems } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { CollectionBlock } from '../kit/collection-block';
import { ResourceForm } from '../kit/resource-form';
import { sampleRecord } from '../testing/sample-record';
import { previewLocation } from './live-preview-beside';

const previewFrame = () => screen.getByTitle('Live preview of the public page') as HTMLIFrameElement;
/** The frame once the preview's code has loaded (it loads when the preview is first opened). */
const openedFrame = async () =>
  (await screen.findByTitle('Live preview of the public page')) as HTMLIFrameElement;
const tokenOf = (frame: HTMLIFrameElement) =>
  frame.getAttribute('src')!.match(/preview=live-([0-9a-f]{32})/)![1];

/** The frame's "ready", as the previewed page sends it (from `source`, of this origin unless told). */
function ready(
  frame: HTMLIFrameElement,
  { token = tokenOf(frame), source = frame.contentWindow!, origin = window.location.origin } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { kind: 'live-preview:ready', token }, origin, source }),
    );
  });
}

test('the toggle is a labelled button the keyboard works; it opens the page where the block appears', async () => {
  stubFetch({});
  renderPage(<ResourceForm resource={faqItems} />, { user: ADMIN, route: '*' });
  const toggle = screen.getByRole('button', { name: 'Live preview' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('region', { name: 'Live preview' })).toBeNull();

  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const frame = await openedFrame();
  const panel = screen.getByRole('region', { name: 'Live preview' });
  expect(toggle).toHaveAttribute('aria-controls', panel.id);
  expect(frame.getAttribute('src')).toMatch(/^\/service\/\?preview=live-[0-9a-f]{32}#faq-sec$/);

  // Widths: fit by default, then a phone's.
  expect(screen.getByRole('radio', { name: 'Fit' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: '375 px' }));
  expect(previewFrame().style.inlineSize).toBe('375px');
  expect(screen.getByRole('group', { name: 'Preview width' })).toBeInTheDocument();

  await userEvent.click(toggle);
  expect(screen.queryByRole('region', { name: 'Live preview' })).toBeNull();
});

/**
 * The browser's ResizeObserver, reporting the widths the test gives (jsdom lays nothing out): each observed element's
 * callback is called with the width, as the browser calls it after a layout.
 */
function measuredWidths() {
  const observers = new Set<{ callback: ResizeObserverCallback; observer: ResizeObserver }>();
  class ReportedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      observers.add({ callback: this.callback, observer: this as unknown as ResizeObserver });
    }
    unobserve() {}
    disconnect() {
      for (const entry of observers)
        if (entry.observer === (this as unknown as ResizeObserver)) observers.delete(entry);
    }
  }
  const original = window.ResizeObserver;
  window.ResizeObserver = ReportedResizeObserver as unknown as typeof ResizeObserver;
  return {
    report(width: number) {
      act(() => {
        for (const { callback, observer } of observers)
          callback([{ contentRect: { width } } as ResizeObserverEntry], observer);
      });
    },
    restore() {
      window.ResizeObserver = original;
    },
  };
}

test('a page wider than the room is drawn scaled to it, never at no size: a room measured 0 (not laid out yet) waits for a measure', async () => {
  const widths = measuredWidths();
  try {
    stubFetch({});
    renderPage(<ResourceForm resource={faqItems} />, { user: ADMIN, route: '*' });
    await userEvent.click(screen.getByRole('button', { name: 'Live preview' }));
    await openedFrame();
    await userEvent.click(screen.getByRole('radio', { name: '1280 px' }));
    expect(previewFrame().style.inlineSize).toBe('1280px');

    // Beside a phone-width editor the panel is laid out after it opened: first no width, then its own.
    widths.report(0);
    expect(previewFrame().style.transform).not.toMatch(/scale\(0\)/);
    widths.report(320);
    expect(previewFrame().style.transform).toBe('scale(0.25)');
    expect(previewFrame().style.blockSize).toBe('calc(75vh / 0.25)');
    // Hidden for a moment (no width again): the frame keeps its scale rather than vanishing.
    widths.report(0);
    expect(previewFrame().style.transform).toBe('scale(0.25)');
  } finally {
    widths.restore();
  }
});

test('once its frame is ready, the form’s values go to that frame at every change, unsaved and to this origin only', async () => {
  const fetch = stubFetch({});
  const record = { ...sampleRecord(faqItems), accodingTitle: 'Saved question' };
  renderPage(<ResourceForm resource={faqItems} record={record} />, { user: ADMIN, route: '*' });
  await userEvent.click(screen.getByRole('button', { name: 'Live preview' }));
  const frame = await openedFrame();
  const sent = jest.spyOn(frame.contentWindow!, 'postMessage');

  // A "ready" from another window, of another origin or with another token is not the frame's.
  const stranger = document.createElement('iframe');
  document.body.append(stranger);
  ready(frame, { source: stranger.contentWindow! });
  ready(frame, { origin: 'https://elsewhere.example' });
  ready(frame, { token: '0'.repeat(32) });
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(sent).not.toHaveBeenCalled();

  ready(frame);
  await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  expect(sent).toHaveBeenLastCalledWith(
    {
      kind: 'live-preview:update',
      token: tokenOf(frame),
      block: 'faqItems',
      recordId: record._id,
      values: expect.objectContaining({ accodingTitle: 'Saved question' }),
    },
    window.location.origin,
  );

  await userEvent.type(screen.getByLabelText('Question'), ' again');
  await waitFor(() =>
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ values: expect.objectContaining({ accodingTitle: 'Saved question again' }) }),
      window.location.origin,
    ),
  );
  expect(fetch).not.toHaveBeenCalled();
});

test('from a manage page, the list’s order goes with the values: a move is sent as it is made', async () => {
  const ids = ['a'.repeat(24), 'b'.repeat(24), 'c'.repeat(24)];
  let stored = ['One', 'Two', 'Three'].map((title, index) => ({
    ...sampleRecord(faqItems, ids[index]),
    accodingTitle: title,
  }));
  stubFetch({
    'GET /faq-items': () => ({ body: stored }),
    'PUT /faq-items/order': (init) => {
      const order = (JSON.parse(String(init.body)) as { ids: string[] }).ids;
      stored = order.map((id) => stored.find((record) => record._id === id)!);
      return { body: stored };
    },
  });
  renderPage(<CollectionBlock resource={faqItems} itemTitle="accodingTitle" />, { user: ADMIN, route: '*' });
  const later = await screen.findByRole('button', { name: 'Move One later' });
  await userEvent.click(screen.getByRole('button', { name: 'Live preview' }));
  const frame = await openedFrame();
  const sent = jest.spyOn(frame.contentWindow!, 'postMessage');
  ready(frame);
  await waitFor(() =>
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ block: 'faqItems', recordId: null, order: ids }),
      window.location.origin,
    ),
  );

  await userEvent.click(later);
  await waitFor(() =>
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ order: [ids[1], ids[0], ids[2]] }),
      window.location.origin,
    ),
  );
});

test('changes made before the editor paints are sent together, once', async () => {
  stubFetch({});
  renderPage(<ResourceForm resource={faqItems} />, { user: ADMIN, route: '*' });
  await userEvent.click(screen.getByRole('button', { name: 'Live preview' }));
  const frame = await openedFrame();
  const sent = jest.spyOn(frame.contentWindow!, 'postMessage');
  ready(frame);
  await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));

  const question = screen.getByLabelText('Question');
  // Each change rendered on its own, all within one frame.
  for (const text of ['W', 'Wh', 'Why'])
    act(() => void fireEvent.change(question, { target: { value: text } }));
  await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
  expect(sent).toHaveBeenLastCalledWith(
    expect.objectContaining({ values: expect.objectContaining({ accodingTitle: 'Why' }) }),
    window.location.origin,
  );
});

test('an invalid value is named beside the preview, which still shows it', async () => {
  stubFetch({});
  renderPage(<ResourceForm resource={banner} />, { user: ADMIN, route: '*' });
  await userEvent.click(screen.getByRole('button', { name: 'Live preview' }));
  await openedFrame();
  await userEvent.type(screen.getByLabelText('Banner Image'), 'javascript:alert(1)');
  const panel = screen.getByRole('region', { name: 'Live preview' });
  // Listed once the editor has painted what was typed.
  await waitFor(() =>
    expect(panel).toHaveTextContent('Not valid yet, so not savable; the preview shows it anyway:'),
  );
  expect(panel).toHaveTextContent('Banner Image: Banner Image must be an http(s) URL');
  expect(previewFrame()).toBeInTheDocument();
});

test('a block no public page shows has no live preview', () => {
  stubFetch({});
  const hidden = { ...faqItems, key: 'notOnAnyPage' };
  renderPage(<ResourceForm resource={hidden} />, { user: ADMIN, route: '*' });
  expect(screen.queryByRole('button', { name: 'Live preview' })).toBeNull();
});

test('the frame opens the page in the language the form edits, where that language has addresses', () => {
  expect(previewLocation('/#banner', undefined)).toBe('/#banner');
  expect(previewLocation('/#banner', 'de')).toBe('/de/#banner');
  expect(previewLocation('/service/#faq-sec', 'de')).toBe('/de/service/#faq-sec');
  // French content without French interface texts has no `/fr/` pages: its frame is the default language's page.
  expect(previewLocation('/service/#faq-sec', 'fr')).toBe('/service/#faq-sec');
});
