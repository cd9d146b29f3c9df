// Loaded only for a page opened in live preview (with enter-preview), so no other visit carries it.
import type { LivePreviewUpdate } from '@agency/contracts';
import { DEFAULT_LOCALE, queryKeys, type QueryClient } from '@agency/ui';
import { listenToEditor } from './live-preview-channel';
import { withFormValues, type PageRecord } from './live-values';
import { liveBar, type HiddenReason } from './live-bar';
import { elementShowing, watchUnsaved } from './unsaved-marks';

/** Scrolls this page alone (scrollIntoView would scroll the editor's page around the frame too). */
function centre(element: Element) {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const { top, height } = element.getBoundingClientRect();
  view.scrollTo({ top: view.scrollY + top - (view.innerHeight - height) / 2 });
}

/** The page's content has rendered (the content page marks it so): from then on its DOM changes are the editor's. */
const FILLED = '[data-state="filled"]';
/** How long the frame waits for that before it listens anyway (a page that never fills). */
const FILL_WAIT_MS = 5000;

function whenFilled(root: Element, then: () => void): () => void {
  if (root.querySelector(FILLED)) {
    then();
    return () => undefined;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector(FILLED)) done();
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  const timer = setTimeout(done, FILL_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Loads the page's lazy images now. The browser decides when to load a lazy image with an intersection observer,
 * computed again at every frame the editor paints (this frame is laid out inside the editor's page, on its thread),
 * so each keystroke in the form paid for it. Every image is sized up front: the page looks the same.
 */
function loadImagesNow(root: Element) {
  for (const image of Array.from(root.querySelectorAll('img[loading="lazy"]')))
    image.setAttribute('loading', 'eager');
}

/** The height of a part skipped before it was ever laid out (one that the page adds out of view). */
const UNMEASURED_PART_PX = 600;

/** The page's top-level parts: its sections, header and footer. */
const PAGE_PARTS = ':is(section, header, footer):not(:is(section, header, footer) *)';

/**
 * The page's parts that the frame does not show are neither laid out nor painted while the editor types. The frame
 * renders on the editor's thread, and every frame the editor paints (each keystroke's too) paints, layerizes and
 * commits the frame's page with it: only what shows need be. Each part first records the size it is laid out at
 * (`contain-intrinsic-size: auto`), then keeps that size while skipped, so the page is as long and scrolls to the
 * same places, at each of the preview's widths; a part that comes into view is rendered again. A skipped part
 * contains its layout, so margins no longer collapse through it: where that moves any part, the page is rendered
 * whole as before.
 */
function renderOnlyWhatShows(document: Document): () => void {
  // A sheet made in script: the site's policy refuses inline style elements, not the CSSOM.
  const view = document.defaultView;
  if (!view || typeof view.CSSStyleSheet !== 'function' || !('replaceSync' in view.CSSStyleSheet.prototype))
    return () => undefined;
  const sheet = new view.CSSStyleSheet();
  const sized = `${PAGE_PARTS} { contain-intrinsic-block-size: auto ${UNMEASURED_PART_PX}px;`;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const places = () =>
    [
      document.documentElement.scrollHeight,
      ...Array.from(document.querySelectorAll(PAGE_PARTS), (part) => part.getBoundingClientRect().top),
    ].join();
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Every part rendered, its size recorded once it has been laid out (after the next frame's rendering), then
  // those out of view skipped; again whenever the frame's width changes, as the parts' heights change with it.
  const measureThenSkip = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    sheet.replaceSync(`${sized} }`);
    frame = requestAnimationFrame(
      () =>
        (timer = setTimeout(() => {
          const whole = places();
          sheet.replaceSync(`${sized} content-visibility: auto; }`);
          if (places() !== whole) sheet.replaceSync(`${sized} }`);
        })),
    );
  };
  measureThenSkip();
  view.addEventListener('resize', measureThenSkip);
  return () => {
    view.removeEventListener('resize', measureThenSkip);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** The part of the page that holds an element: its section, or the header or footer. */
const regionOf = (element: Element) => element.closest('section, header, footer') ?? element;

/**
 * Where the edited record shows, to tell when it stops showing: the region of what an update outlined, or of an
 * element showing one of its values as they are. A region that leaves the page with an update (its section
 * rendered nothing) is looked for no more: the record is hidden until an update shows it again.
 */
function recordPlace(root: Element) {
  let region: Element | undefined;
  let lost = false;
  return {
    /** Whether the record shows on the page after this update (`marked`: what it outlined). */
    shows(values: readonly string[], marked: readonly Element[]): boolean {
      if (marked[0]) {
        region = regionOf(marked[0]);
        lost = false;
      } else if (region && !region.isConnected) lost = true;
      else if (!region) {
        const found = elementShowing(root, values);
        region = found && regionOf(found);
      }
      return !lost && region !== undefined;
    },
  };
}

/** Why the edited record is not on this page, or null when it is. */
function hiddenReason(root: Element, update: LivePreviewUpdate, shown: boolean): HiddenReason | null {
  const empty = Object.values(update.values).every((value) => value.trim() === '');
  // A form adding a record shows nothing until something is typed, which needs no explaining.
  if (update.recordId === null && empty) return null;
  if (empty) return 'live.hiddenEmpty';
  // The section the editor links to (its location's anchor) is not on the page.
  const anchor = decodeURIComponent(root.ownerDocument.defaultView?.location.hash.slice(1) ?? '');
  if (anchor && !root.ownerDocument.getElementById(anchor)) return 'live.hidden';
  return shown ? null : 'live.hidden';
}

/**
 * Shows the editor's unsaved values on this page as they are typed: each update replaces the block's list in the
 * page's query cache (so the page's own sections render it, and only those that read that block), starting each
 * time from the list the page had before any update. Once React has rendered and the page is painted, what the
 * update changed on the page is outlined, the first of it scrolled into view, and a block that its section does
 * not show is explained in the bar. The frame listens only once the page has rendered its content, so that the
 * page's own rendering is never taken for the editor's changes.
 */
export function startLivePreview({
  token,
  client,
  root,
  editor,
  readSaved,
  locale = DEFAULT_LOCALE,
}: {
  token: string;
  client: QueryClient;
  root: Element;
  /** The window that framed this page (its parent by default). */
  editor?: Window;
  /** Reads every block's saved list again (with its drafts), as the page read them before it rendered. */
  readSaved: () => Promise<Record<string, unknown[]>>;
  /** The language the page reads its content in: its lists are the ones the editor's values replace. */
  locale?: string;
}): () => void {
  const bar = liveBar(root.ownerDocument);
  const savedLists = new Map<string, readonly PageRecord[]>();
  // Every record id the editor's list has named, by block: one named before and no more was deleted.
  const listed = new Map<string, Set<string>>();
  const unsaved = watchUnsaved(root);
  let latest: LivePreviewUpdate | null = null;
  const place = recordPlace(root);
  let scrolledTo: Element | null = null;

  const show = () => {
    loadImagesNow(root);
    if (!latest) return;
    const marked = unsaved.mark();
    const shown = place.shows(Object.values(latest.values), marked);
    bar.showHidden(hiddenReason(root, latest, shown));
    const first = marked[0];
    if (first && first !== scrolledTo) {
      scrolledTo = first;
      centre(first);
    }
    const next = afterLooking;
    afterLooking = undefined;
    next?.();
  };
  /** What waits until the editor's last update has been rendered and looked at. */
  let afterLooking: (() => void) | undefined;
  // React renders after the cache changes: the page is looked at once its DOM has changed and been painted, so
  // the outline never holds up the paint of the new values (nor the editor's, on the same thread).
  let looking: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const lookAfterPaint = () => {
    cancelAnimationFrame(frame);
    clearTimeout(looking);
    frame = requestAnimationFrame(() => (looking = setTimeout(show)));
  };

  const render = (update: LivePreviewUpdate) => {
    const key = queryKeys.publicContentList(update.block, locale);
    if (!savedLists.has(update.block))
      savedLists.set(update.block, client.getQueryData<PageRecord[]>(key) ?? []);
    client.setQueryData(key, withFormValues(savedLists.get(update.block)!, update, listed.get(update.block)));
    lookAfterPaint();
  };

  // A record the editor lists that this page has not read was saved since it opened (an item added): the page
  // reads the saved lists again, once for each such record, and what they change is the saved page, not outlined.
  const sought = new Set<string>();
  let reading = false;
  const readAgain = async () => {
    reading = true;
    try {
      const lists = await readSaved();
      for (const [block, list] of Object.entries(lists)) savedLists.set(block, list as PageRecord[]);
    } catch {
      // The lists stay as they were; the next update that names the record tries again.
    }
    reading = false;
    // Once the editor's own changes are told apart, so that these count as saved.
    afterLooking = () => latest && render(latest);
    lookAfterPaint();
  };

  const apply = (update: LivePreviewUpdate) => {
    const named = listed.get(update.block) ?? new Set<string>();
    listed.set(update.block, named);
    for (const id of update.order ?? []) named.add(id);
    latest = update;
    unsaved.expectChanges();
    render(update);
    const known = new Set(savedLists.get(update.block)!.map((record) => record._id));
    const unknown = (update.order ?? []).filter((id) => !known.has(id) && !sought.has(id));
    if (reading || unknown.length === 0) return;
    for (const id of unknown) sought.add(id);
    void readAgain();
  };

  let stopListening = () => undefined as void;
  let renderAll = () => undefined as void;
  const stopWaiting = whenFilled(root, () => {
    loadImagesNow(root);
    renderAll = renderOnlyWhatShows(root.ownerDocument);
    stopListening = listenToEditor({ token, editor, onUpdate: apply });
  });
  return () => {
    bar.remove();
    stopWaiting();
    stopListening();
    renderAll();
    unsaved.stop();
    cancelAnimationFrame(frame);
    clearTimeout(looking);
  };
}
